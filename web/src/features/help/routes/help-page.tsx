import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Input, Text } from '@chakra-ui/react';
import {
  HELP_FAQS,
  HELP_GUIDES,
  HELP_MESSAGES as M,
  HELP_TUTORIALS,
  SCREEN_TITLES,
  matchesHelpSearch,
} from '@haulbooks/domain';
import {
  FaqAccordion,
  HelpLinkCards,
  HelpSection,
  ScreenHeading,
  SupportContacts,
} from '../../../components';
import { HelpBackLink } from '../components/help-back-link';

/**
 * Help Center (/help): search, the four Quick Start guides, the four tutorials, six FAQs (one open
 * at a time), the 24/7 support contacts and the upload formats. The search narrows all three lists
 * as you type (the older build's box filtered nothing).
 */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const guides = HELP_GUIDES.filter((g) =>
    matchesHelpSearch(
      [g.title, g.summary, ...g.sections.flatMap((s) => [s.heading, s.body])].join('\n'),
      query,
    ),
  );
  const tutorials = HELP_TUTORIALS.filter((t) =>
    matchesHelpSearch([t.title, t.summary, ...t.steps.map((s) => s.text)].join('\n'), query),
  );
  const faqs = HELP_FAQS.filter((f) => matchesHelpSearch(`${f.question}\n${f.answer}`, query));
  const nothing = guides.length + tutorials.length + faqs.length === 0;

  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" px="0">
        <RouterLink to="/dashboard">← {M.backToDashboard}</RouterLink>
      </Button>
      <ScreenHeading>{SCREEN_TITLES.help}</ScreenHeading>
      <Input
        type="search"
        aria-label={M.searchPlaceholder}
        placeholder={M.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxW="xl"
        mb="6"
      />
      {nothing ? (
        <Text mb="6" data-testid="help-no-matches">
          {M.noMatches(query.trim())}
        </Text>
      ) : null}
      {guides.length > 0 ? (
        <HelpSection id="help-guides" title={M.quickStart}>
          <HelpLinkCards
            items={guides.map((g) => ({ to: `/docs/${g.id}`, title: g.title, summary: g.summary }))}
          />
        </HelpSection>
      ) : null}
      {tutorials.length > 0 ? (
        <HelpSection id="help-tutorials" title={M.tutorials}>
          <HelpLinkCards
            items={tutorials.map((t) => ({ to: `/tutorials/${t.id}`, title: t.title, summary: t.summary }))}
          />
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/tutorials">{M.viewAllTutorials}</RouterLink>
          </Button>
        </HelpSection>
      ) : null}
      {faqs.length > 0 ? (
        <HelpSection id="help-faqs" title={M.faqs}>
          <FaqAccordion faqs={faqs} />
        </HelpSection>
      ) : null}
      <SupportContacts title={M.support} text={M.supportText} testId="help-support" />
      <Text fontSize="sm" color="fg.muted" mb="4">
        {M.uploadFormats}
      </Text>
      <HelpBackLink to="/dashboard" label={M.returnToDashboard} />
    </>
  );
}

export { HelpPage as Component };
