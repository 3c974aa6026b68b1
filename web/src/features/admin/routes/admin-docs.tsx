import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link, Text } from '@chakra-ui/react';
import { ADMIN_HELP_GUIDES, ADMIN_HELP_MESSAGES as M, adminHelpGuide } from '@haulbooks/domain';
import { EmptyState, HelpArticle, HelpLinkCards, ScreenHeading } from '../../../components';

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
      <HelpLinkCards
        columns={{ base: 1, md: 2 }}
        items={ADMIN_HELP_GUIDES.map((g) => ({
          to: `/admin/docs/${g.id}`,
          title: g.title,
          summary: g.summary,
        }))}
      />
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
          <HelpArticle summary={guide.summary} sections={guide.sections} />
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
