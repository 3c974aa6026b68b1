import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { DASHBOARD_PERIODS } from '@haulbooks/domain';
import { OptionSelect } from '../../../components';
import { DASHBOARD_UI } from '../messages';

export type DashboardPeriodId = (typeof DASHBOARD_PERIODS)[number]['id'];

export interface CustomDates {
  start: string;
  end: string;
}

export interface PeriodSelectorProps {
  period: DashboardPeriodId;
  custom: CustomDates;
  /** Why the custom range cannot be used (shown under the dates), if it cannot. */
  customError?: string;
  onPeriodChange: (period: DashboardPeriodId) => void;
  onCustomChange: (custom: CustomDates) => void;
}

/** The six dashboard periods; Custom Range adds a start and an end date. */
export function PeriodSelector({
  period,
  custom,
  customError,
  onPeriodChange,
  onCustomChange,
}: PeriodSelectorProps) {
  return (
    <HStack gap="2" wrap="wrap" align="flex-start">
      <OptionSelect
        aria-label={DASHBOARD_UI.periodLabel}
        size="sm"
        width="44"
        options={DASHBOARD_PERIODS}
        value={period}
        onChange={onPeriodChange}
      />
      {period === 'custom' ? (
        <Field.Root invalid={Boolean(customError)} width="auto">
          <HStack gap="2">
            <Input
              type="date"
              size="sm"
              aria-label={DASHBOARD_UI.customStart}
              value={custom.start}
              max={custom.end || undefined}
              onChange={(event) => onCustomChange({ ...custom, start: event.currentTarget.value })}
            />
            <Text aria-hidden="true">–</Text>
            <Input
              type="date"
              size="sm"
              aria-label={DASHBOARD_UI.customEnd}
              value={custom.end}
              min={custom.start || undefined}
              onChange={(event) => onCustomChange({ ...custom, end: event.currentTarget.value })}
            />
          </HStack>
          {customError ? <Field.ErrorText>{customError}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
    </HStack>
  );
}
