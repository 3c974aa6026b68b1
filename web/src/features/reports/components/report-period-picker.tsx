import { useState } from 'react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import {
  PeriodError,
  REPORT_PERIODS,
  assertReportRange,
  customRange,
  type ReportPeriodId,
} from '@haulbooks/domain';
import { FormAlert, OptionSelect } from '../../../components';
import { REPORTS_UI } from '../messages';

export interface CustomRange {
  start: string;
  end: string;
}

/**
 * The period of a report screen: one of REPORT_PERIODS, or a custom range that is applied only
 * once it is a real range of at most five years (the reason shows otherwise). `ready` is false
 * while a custom range is still being chosen: the screen then loads nothing.
 */
export function useReportPeriod(initial: ReportPeriodId) {
  const [period, setPeriod] = useState<ReportPeriodId>(initial);
  const [draft, setDraft] = useState<CustomRange>({ start: '', end: '' });
  const [applied, setApplied] = useState<CustomRange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    try {
      assertReportRange(customRange(draft.start, draft.end));
      setError(null);
      setApplied({ ...draft });
    } catch (caught) {
      if (!(caught instanceof PeriodError)) throw caught;
      setError(caught.message);
    }
  };

  return {
    period,
    custom: period === 'custom' ? applied : null,
    ready: period !== 'custom' || applied !== null,
    pickerProps: {
      period,
      draft,
      error,
      waiting: period === 'custom' && applied === null,
      onPeriodChange: (next: ReportPeriodId) => {
        setPeriod(next);
        setError(null);
      },
      onDraftChange: setDraft,
      onApply: apply,
    },
  };
}

export interface ReportPeriodPickerProps {
  period: ReportPeriodId;
  draft: CustomRange;
  error: string | null;
  /** A custom range is being chosen: nothing is shown until it is applied. */
  waiting: boolean;
  onPeriodChange: (period: ReportPeriodId) => void;
  onDraftChange: (draft: CustomRange) => void;
  onApply: () => void;
}

/** The period select, and for Custom the two dates with Apply. */
export function ReportPeriodPicker({
  period,
  draft,
  error,
  waiting,
  onPeriodChange,
  onDraftChange,
  onApply,
}: ReportPeriodPickerProps) {
  return (
    <>
      <Flex gap="3" mb="6" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="report-period">{REPORTS_UI.periodLabel}</label>
          </Text>
          <OptionSelect
            id="report-period"
            width="44"
            options={REPORT_PERIODS}
            value={period}
            onChange={onPeriodChange}
          />
        </Stack>
        {period === 'custom' ? (
          <>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor="report-start">{REPORTS_UI.startDate}</label>
              </Text>
              <Input
                id="report-start"
                type="date"
                width="44"
                value={draft.start}
                onChange={(event) => onDraftChange({ ...draft, start: event.target.value })}
              />
            </Stack>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor="report-end">{REPORTS_UI.endDate}</label>
              </Text>
              <Input
                id="report-end"
                type="date"
                width="44"
                value={draft.end}
                onChange={(event) => onDraftChange({ ...draft, end: event.target.value })}
              />
            </Stack>
            <Button variant="outline" onClick={onApply}>
              {REPORTS_UI.apply}
            </Button>
          </>
        ) : null}
      </Flex>
      {error ? (
        <FormAlert status="error" message={error} />
      ) : waiting ? (
        <FormAlert status="info" message={REPORTS_UI.chooseRange} />
      ) : null}
    </>
  );
}
