import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Accordion,
  Box,
  Button,
  Card,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  HELP_FAQS,
  HELP_GUIDES,
  HELP_MESSAGES,
  HELP_TUTORIALS,
  SCREEN_TITLES,
  matchesHelpSearch,
} from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { config, telHref } from '../../../lib/config';
import { HelpBackLink } from '../components/help-back-link';

const M = HELP_MESSAGES;

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
        <Box as="section" mb="8" aria-labelledby="help-guides">
          <Heading as="h2" size="md" mb="3" id="help-guides">
            {M.quickStart}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {guides.map((guide) => (
              <Card.Root key={guide.id} size="sm">
                <Card.Body>
                  <Link asChild fontWeight="semibold" color="brand.600">
                    <RouterLink to={`/docs/${guide.id}`}>{guide.title}</RouterLink>
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

      {tutorials.length > 0 ? (
        <Box as="section" mb="8" aria-labelledby="help-tutorials">
          <Heading as="h2" size="md" mb="3" id="help-tutorials">
            {M.tutorials}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="3">
            {tutorials.map((tutorial) => (
              <Card.Root key={tutorial.id} size="sm">
                <Card.Body>
                  <Link asChild fontWeight="semibold" color="brand.600">
                    <RouterLink to={`/tutorials/${tutorial.id}`}>{tutorial.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {tutorial.summary}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/tutorials">{M.viewAllTutorials}</RouterLink>
          </Button>
        </Box>
      ) : null}

      {faqs.length > 0 ? (
        <Box as="section" mb="8" aria-labelledby="help-faqs">
          <Heading as="h2" size="md" mb="3" id="help-faqs">
            {M.faqs}
          </Heading>
          {/* Single and collapsible: opening one question closes the one that was open. */}
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

      <Card.Root mb="6" maxW="3xl" data-testid="help-support">
        <Card.Body>
          <Stack gap="1">
            <Heading as="h2" size="md">
              {M.support}
            </Heading>
            <Text color="fg.muted">{M.supportText}</Text>
            <Link href={telHref(config.supportPhone)} color="brand.600">
              {config.supportPhone}
            </Link>
            <Link href={`mailto:${config.supportEmail}`} color="brand.600">
              {config.supportEmail}
            </Link>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {M.uploadFormats}
      </Text>
      <HelpBackLink to="/dashboard" label={M.returnToDashboard} />
    </>
  );
}

export { HelpPage as Component };
