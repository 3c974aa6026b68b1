import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import {
  ADMIN_HELP_FAQS,
  ADMIN_HELP_GUIDES,
  ADMIN_HELP_MESSAGES as M,
  ADMIN_SCREEN_TITLES,
  matchesHelpSearch,
} from '@haulbooks/domain';
import {
  FaqAccordion,
  HelpLinkCards,
  HelpSection,
  ScreenHeading,
  SupportContacts,
} from '../../../components';

/**
 * Admin Help Center (/admin/help): back to the dashboard, a search that narrows the guides and
 * FAQs, links to the documentation and community pages, four guides, four FAQs and the 24/7
 * priority support contacts.
 */
export function AdminHelpPage() {
  const [query, setQuery] = useState('');
  const guides = ADMIN_HELP_GUIDES.filter((g) =>
    matchesHelpSearch(
      [g.title, g.summary, ...g.sections.flatMap((s) => [s.heading, s.body])].join('\n'),
      query,
    ),
  );
  const faqs = ADMIN_HELP_FAQS.filter((f) => matchesHelpSearch(`${f.question}\n${f.answer}`, query));
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" px="0">
        <RouterLink to="/admin/dashboard">← {M.backToDashboard}</RouterLink>
      </Button>
      <ScreenHeading>{ADMIN_SCREEN_TITLES.help}</ScreenHeading>
      <Input
        type="search"
        aria-label={M.searchPlaceholder}
        placeholder={M.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxW="xl"
        mb="4"
      />
      <HStack gap="3" mb="6">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/docs">{M.documentation}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/community">{M.community}</RouterLink>
        </Button>
      </HStack>
      {guides.length + faqs.length === 0 ? (
        <Text mb="6" data-testid="admin-help-no-matches">
          {M.noMatches(query.trim())}
        </Text>
      ) : null}
      {guides.length > 0 ? (
        <HelpSection id="admin-help-guides" title={M.guides}>
          <HelpLinkCards
            items={guides.map((g) => ({ to: `/admin/docs/${g.id}`, title: g.title, summary: g.summary }))}
          />
        </HelpSection>
      ) : null}
      {faqs.length > 0 ? (
        <HelpSection id="admin-help-faqs" title={M.faqs}>
          <FaqAccordion faqs={faqs} />
        </HelpSection>
      ) : null}
      <SupportContacts title={M.prioritySupport} text={M.prioritySupportText} testId="admin-help-support" />
    </>
  );
}

export { AdminHelpPage as Component };
