import { Button, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_REPORTS_MESSAGES as M, ADMIN_REPORT_PAGES, ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { adminReportsApi, type AdminReportsApi } from '../api/admin-reports-api';
import { ADMIN_REPORTS_UI as UI } from '../reports/messages';
import { PlatformCards } from '../reports/platform-cards';
import { RecentAdminReports } from '../reports/recent-admin-reports';
import { PeriodSelect, PeriodText, ReportStatus } from '../reports/report-controls';
import { usePlatformReport } from '../reports/use-platform-report';

/**
 * Reports & Analytics (/admin/reports, admin-area.md §2): the period's platform figures against
 * the previous period, Export All (one CSV of the four reports, kept in Recent Reports), the four
 * report links with Generate Report, and Recent Reports.
 */
export function AdminReportsPage({ api = adminReportsApi }: { api?: AdminReportsApi }) {
  const r = usePlatformReport(api);
  return (
    <>
      <ScreenHeading
        description={<PeriodText report={r.report} />}
        actions={
          <>
            <PeriodSelect value={r.period} onChange={r.setPeriod} />
            <Button
              colorPalette="brand"
              loading={r.busy === 'all'}
              disabled={r.busy !== null}
              onClick={() => void r.generate('all')}
            >
              {M.exportAll}
            </Button>
          </>
        }
      >
        {ADMIN_SCREEN_TITLES.reports}
      </ScreenHeading>
      <ReportStatus loading={false} error={r.error} report={r.report} />
      <PlatformCards report={r.error ? null : r.report} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="6">
        {ADMIN_REPORT_PAGES.map((page) => (
          <Card.Root key={page.kind} data-testid={`report-link-${page.kind}`}>
            <Card.Body gap="2">
              <Heading as="h2" size="md">
                <Link asChild color="brand.700">
                  <RouterLink to={`${page.path}?period=${r.period}`}>{page.title}</RouterLink>
                </Link>
              </Heading>
              <Text color="fg.muted">{page.description}</Text>
            </Card.Body>
            <Card.Footer gap="2">
              <Button
                size="sm"
                colorPalette="brand"
                loading={r.busy === page.kind}
                disabled={r.busy !== null}
                aria-label={`${M.generateReport}: ${page.title}`}
                onClick={() => void r.generate(page.kind)}
              >
                {M.generateReport}
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`${page.path}?period=${r.period}`}>{UI.openReport}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>

      <RecentAdminReports />
    </>
  );
}

export { AdminReportsPage as Component };
