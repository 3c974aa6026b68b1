import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EMPTY_DRIVER_FORM, type DriverInput } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { notify } from '../../../lib/toaster';
import { DriverForm } from '../components/entity-forms';
import { FLEET_UI } from '../messages';

const DRIVERS_TAB = '/fleet?tab=drivers';

/** /drivers/new (Add New Driver, the fleet dashboard's Quick Action): saves, then the drivers tab. */
export function DriverNewPage() {
  const { drivers } = useRepositories();
  const subject = useSubject();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string>();

  const save = async (input: DriverInput) => {
    try {
      await drivers.create(input);
      notify.success({ title: FLEET_UI.saved });
      void navigate(DRIVERS_TAB);
    } catch (error) {
      setSaveError(FLEET_UI.saveFailed);
      notify.error({
        title: FLEET_UI.saveFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <>
      <ScreenHeading description={FLEET_UI.driverPageDescription}>{FLEET_UI.titles.addDriver}</ScreenHeading>
      {subject.readOnly ? (
        <Text color="orange.700" data-testid="read-only-notice">
          {FLEET_UI.readOnlyNotice}
        </Text>
      ) : (
        <Box maxW="2xl" bg="bg" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }}>
          <DriverForm
            label={FLEET_UI.titles.addDriver}
            initial={EMPTY_DRIVER_FORM}
            saveError={saveError}
            submitLabel={FLEET_UI.form.saveDriver}
            onSave={save}
            cancel={
              <Button asChild variant="outline">
                <RouterLink to={DRIVERS_TAB}>{FLEET_UI.form.cancel}</RouterLink>
              </Button>
            }
          />
        </Box>
      )}
    </>
  );
}

export { DriverNewPage as Component };
