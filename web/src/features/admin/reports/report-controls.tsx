import { Flex, Spinner, Text } from '@chakra-ui/react';
import {
  ADMIN_REPORTS_MESSAGES as M,
  ADMIN_REPORT_PERIODS,
  type AdminReportPeriodId,
  type DataError,
} from '@haulbooks/domain';
import { FormAlert, OptionSelect } from '../../../components';
import { ADMIN_REPORTS_UI as UI } from './messages';
import type { PlatformReport } from './use-platform-report';

export function PeriodSelect(props: {
  value: AdminReportPeriodId;
  onChange: (id: AdminReportPeriodId) => void;
}) {
  return (
    <OptionSelect
      aria-label={UI.periodLabel}
      width="44"
      options={ADMIN_REPORT_PERIODS}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** Which dates the figures cover, in whose time zone, and what they are compared with. */
export function PeriodText({ report }: { report: PlatformReport | null }) {
  if (!report) return null;
  return (
    <Text as="span" data-testid="report-period">
      {UI.periodText(report.periodLabel, report.range.start, report.range.end, report.timeZone)}{' '}
      {UI.comparedWith(report.previousRange.start, report.previousRange.end)}
    </Text>
  );
}

/** Loading, failure and partial-data notices of a report screen. */
export function ReportStatus(props: {
  loading: boolean;
  error: DataError | null;
  report: PlatformReport | null;
}) {
  return (
    <>
      {props.loading ? (
        <Flex justify="center" py="4">
          <Spinner size="md" aria-label={UI.loading} />
        </Flex>
      ) : null}
      {props.error ? <FormAlert status="error" message={`${M.loadFailed}: ${props.error.message}`} /> : null}
      {props.report?.truncated ? <FormAlert status="warning" message={M.truncated} /> : null}
    </>
  );
}
