import { useCallback, useState } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  SETTLEMENT_MESSAGES,
  centsToInput,
  settlementInputFromForm,
  type Listener,
  type SettlementFormValues,
  type SettlementRow,
} from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { notify } from '../../../lib/toaster';
import { SettlementForm } from '../components/settlement-form';
import { SETTLEMENTS_UI } from '../messages';

function formValuesOf(settlement: SettlementRow): SettlementFormValues {
  return {
    parsedStatus: settlement.parsedStatus,
    date: settlement.date ?? '',
    brokerName: settlement.brokerName ?? '',
    tripNumber: settlement.tripNumber ?? '',
    gross: centsToInput(settlement.grossCents),
    net: centsToInput(settlement.netCents),
    truckId: settlement.truckId ?? '',
    companyId: settlement.companyId ?? '',
    driverId: settlement.driverId ?? '',
  };
}

/** Edit settlement (/settlements/:id/edit): the owner's fields; line items stay as processing read them. */
export function SettlementEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const subject = useSubject();
  const { settlements } = useRepositories();
  const [saveError, setSaveError] = useState<string>();
  const live = useLive(
    useCallback(
      (listener: Listener<SettlementRow | null>) => settlements.watch(id, listener),
      [settlements, id],
    ),
  );

  const heading = <ScreenHeading>{SETTLEMENTS_UI.editTitle}</ScreenHeading>;
  if (subject.readOnly) {
    return (
      <>
        {heading}
        <Text color="orange.700" data-testid="read-only-notice">
          {SETTLEMENTS_UI.readOnlyNotice}
        </Text>
      </>
    );
  }
  if (live.status === 'error') {
    return (
      <>
        {heading}
        <DataErrorNotice error={live.error} />
      </>
    );
  }
  if (live.status === 'loading') {
    return (
      <>
        {heading}
        <Stack gap="4" maxW="2xl" aria-busy="true" data-testid="settlement-form-loading">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      </>
    );
  }
  if (live.data === null) {
    return (
      <>
        {heading}
        <Text>{SETTLEMENT_MESSAGES.notFound}</Text>
      </>
    );
  }
  return (
    <>
      {heading}
      <SettlementForm
        // Loaded once: a later change of the stored document does not overwrite what is being typed.
        key={live.data.id}
        initial={formValuesOf(live.data)}
        showStatus
        saveError={saveError}
        cancelTo={`/settlements/${id}`}
        onSave={async (values) => {
          setSaveError(undefined);
          try {
            await settlements.update(id, settlementInputFromForm(values));
            notify.success({ title: SETTLEMENT_MESSAGES.saved });
            void navigate(`/settlements/${id}`);
          } catch (error) {
            setSaveError(SETTLEMENT_MESSAGES.saveFailed);
            notify.error({
              title: SETTLEMENT_MESSAGES.saveFailed,
              description: error instanceof Error ? error.message : undefined,
            });
          }
        }}
      />
    </>
  );
}

export { SettlementEditPage as Component };
