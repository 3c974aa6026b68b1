import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, HStack, Link } from '@chakra-ui/react';
import type { GeneratedReportFile } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { notify } from '../../../lib/toaster';
import { downloadAndKeep } from '../api/keep-report';
import { REPORTS_UI, REPORT_SCREEN_UI } from '../messages';

export interface ReportScreenProps {
  title: string;
  /** Builds the CSV of what is on screen; null while there is nothing to export yet. */
  exportFile: (() => GeneratedReportFile) | null;
  children: ReactNode;
}

/** The frame of a report screen: back to Reports, the title, Export CSV, then the report. */
export function ReportScreen({ title, exportFile, children }: ReportScreenProps) {
  const repositories = useRepositories();
  const [exporting, setExporting] = useState(false);

  const exportNow = async (build: () => GeneratedReportFile) => {
    setExporting(true);
    try {
      await downloadAndKeep(repositories, build());
    } catch (error) {
      notify.error({
        title: REPORTS_UI.exportFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Link asChild color="brand.600" fontSize="sm" mb="2">
        <RouterLink to="/reports">← {REPORT_SCREEN_UI.backToReports}</RouterLink>
      </Link>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{title}</ScreenHeading>
        <HStack mb="4">
          <Button
            colorPalette="brand"
            disabled={!exportFile}
            loading={exporting}
            onClick={() => {
              if (exportFile) void exportNow(exportFile);
            }}
          >
            {REPORT_SCREEN_UI.exportCsv}
          </Button>
        </HStack>
      </Flex>
      {children}
    </>
  );
}
