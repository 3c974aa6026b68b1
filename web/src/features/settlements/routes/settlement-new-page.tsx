import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { SETTLEMENT_MESSAGES, settlementInputFromForm } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { notify } from '../../../lib/toaster';
import { EMPTY_SETTLEMENT_FORM, SettlementForm } from '../components/settlement-form';
import { SETTLEMENTS_UI } from '../messages';

/** New settlement (/settlements/new): a settlement entered by hand, stored as processed. */
export function SettlementNewPage() {
  const navigate = useNavigate();
  const subject = useSubject();
  const { settlements } = useRepositories();
  const [saveError, setSaveError] = useState<string>();

  if (subject.readOnly) {
    return (
      <>
        <ScreenHeading>{SETTLEMENTS_UI.newTitle}</ScreenHeading>
        <Text color="orange.700" data-testid="read-only-notice">
          {SETTLEMENTS_UI.readOnlyNotice}
        </Text>
      </>
    );
  }
  return (
    <>
      <ScreenHeading>{SETTLEMENTS_UI.newTitle}</ScreenHeading>
      <SettlementForm
        initial={EMPTY_SETTLEMENT_FORM}
        showStatus={false}
        saveError={saveError}
        cancelTo="/settlements"
        onSave={async (values) => {
          setSaveError(undefined);
          try {
            const id = await settlements.create({
              ...settlementInputFromForm(values),
              parsedStatus: 'processed',
            });
            notify.success({ title: SETTLEMENT_MESSAGES.created });
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

export { SettlementNewPage as Component };
