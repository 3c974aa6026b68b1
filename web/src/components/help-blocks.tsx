import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Accordion, Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { config, telHref } from '../lib/config';

/**
 * The pieces both help centers (customer /help and /admin/help) are made of: a titled section,
 * link cards, the FAQ accordion, the support contacts and a guide's article.
 */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" mb="8" aria-labelledby={id}>
      <Heading as="h2" size="md" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Cards that each link to a help page, with a line of summary. */
export function HelpLinkCards({
  items,
  columns = { base: 1, md: 2, xl: 4 },
}: {
  items: readonly { to: string; title: string; summary: string }[];
  columns?: { base: number; md: number; xl?: number };
}) {
  return (
    <SimpleGrid columns={columns} gap="4" mb="3">
      {items.map((item) => (
        <Card.Root key={item.to} size="sm">
          <Card.Body>
            <Link asChild fontWeight="semibold" color="brand.600">
              <RouterLink to={item.to}>{item.title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {item.summary}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Questions that open one at a time: single and collapsible, so opening one closes the other. */
export function FaqAccordion({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
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
  );
}

/** The support phone and e-mail (from the app's config) under a heading. */
export function SupportContacts({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Card.Root mb="6" maxW="3xl" data-testid={testId}>
      <Card.Body>
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          <Link href={telHref(config.supportPhone)} color="brand.600">
            {config.supportPhone}
          </Link>
          <Link href={`mailto:${config.supportEmail}`} color="brand.600">
            {config.supportEmail}
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A guide's body: its summary, then each section's heading and text. */
export function HelpArticle({
  summary,
  sections,
}: {
  summary: string;
  sections: readonly { heading: string; body: string }[];
}) {
  return (
    <>
      <Text color="fg.muted" mb="6">
        {summary}
      </Text>
      <Stack gap="5" maxW="3xl">
        {sections.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" size="md" mb="1">
              {section.heading}
            </Heading>
            <Text>{section.body}</Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}
