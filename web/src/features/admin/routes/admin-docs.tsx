import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ADMIN_HELP_GUIDES, ADMIN_HELP_MESSAGES as M, adminHelpGuide } from '@haulbooks/domain';
import { EmptyState, ScreenHeading } from '../../../components';

function BackToHelp() {
  return (
    <Link asChild color="brand.600" fontSize="sm" mb="2">
      <RouterLink to="/admin/help">← {M.backToHelp}</RouterLink>
    </Link>
  );
}

/** /admin/docs: every admin guide. */
export function AdminDocsIndexPage() {
  return (
    <>
      <BackToHelp />
      <ScreenHeading>{M.documentation}</ScreenHeading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        {ADMIN_HELP_GUIDES.map((guide) => (
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
    </>
  );
}

/** /admin/docs/:topic: one admin guide. */
export function AdminGuidePage() {
  const guide = adminHelpGuide(useParams().topic);
  return (
    <>
      <BackToHelp />
      {guide ? (
        <>
          <ScreenHeading>{guide.title}</ScreenHeading>
          <Text color="fg.muted" mb="6">
            {guide.summary}
          </Text>
          <Stack gap="5" maxW="3xl">
            {guide.sections.map((section) => (
              <Box as="section" key={section.heading}>
                <Heading as="h2" size="md" mb="1">
                  {section.heading}
                </Heading>
                <Text>{section.body}</Text>
              </Box>
            ))}
          </Stack>
        </>
      ) : (
        <EmptyState title={M.notFound} action={{ label: M.backToHelp, to: '/admin/help' }} />
      )}
    </>
  );
}

/** /admin/community. */
export function AdminCommunityPage() {
  return (
    <>
      <BackToHelp />
      <ScreenHeading>{M.communityTitle}</ScreenHeading>
      <Text maxW="3xl">{M.communityText}</Text>
    </>
  );
}
