import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Accordion,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_HELP_FAQS,
  ADMIN_HELP_GUIDES,
  ADMIN_HELP_MESSAGES as M,
  ADMIN_SCREEN_TITLES,
  matchesHelpSearch,
} from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { config, telHref } from '../../../lib/config';

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
        <Box as="section" mb="8" aria-labelledby="admin-help-guides">
          <Heading as="h2" size="md" mb="3" id="admin-help-guides">
            {M.guides}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {guides.map((guide) => (
              <Card.Root key={guide.id} size="sm">
                <Card.Body>
                  <Link asChild fontWeight="semibold" color="brand.600">
                    <RouterLink to={`/admin/docs/${guide.id}`}>{guide.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {guide.summary}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      {faqs.length > 0 ? (
        <Box as="section" mb="8" aria-labelledby="admin-help-faqs">
          <Heading as="h2" size="md" mb="3" id="admin-help-faqs">
            {M.faqs}
          </Heading>
          <Accordion.Root collapsible variant="enclosed" maxW="3xl">
            {faqs.map((faq) => (
              <Accordion.Item key={faq.question} value={faq.question}>
                <Accordion.ItemTrigger>
                  <Text flex="1" textAlign="start" fontWeight="medium">
                    {faq.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>{faq.answer}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
      ) : null}
      <Card.Root maxW="3xl" data-testid="admin-help-support">
        <Card.Body>
          <Stack gap="1">
            <Heading as="h2" size="md">
              {M.prioritySupport}
            </Heading>
            <Text color="fg.muted">{M.prioritySupportText}</Text>
            <Link href={telHref(config.supportPhone)} color="brand.600">
              {config.supportPhone}
            </Link>
            <Link href={`mailto:${config.supportEmail}`} color="brand.600">
              {config.supportEmail}
            </Link>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}

export { AdminHelpPage as Component };
