import { useEffect, useState } from 'react';
import {
  Button,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  PARSED_STATUSES,
  settlementFormSchema,
  type EntityOption,
  type SettlementEntityOptions,
  type SettlementFormValues,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { SETTLEMENTS_UI } from '../messages';

const FIELD_ORDER = [
  'parsedStatus',
  'date',
  'brokerName',
  'tripNumber',
  'gross',
  'net',
  'truckId',
  'companyId',
  'driverId',
] as const;

export const EMPTY_SETTLEMENT_FORM: SettlementFormValues = {
  parsedStatus: 'processed',
  date: '',
  brokerName: '',
  tripNumber: '',
  gross: '',
  net: '',
  truckId: '',
  companyId: '',
  driverId: '',
};

/**
 * The New and Edit settlement form: the owner-editable fields, checked by the domain schema in
 * its order (one message at a time). Line items and the linked document are not editable here.
 */
export function SettlementForm(props: SettlementFormProps) {
  const { settlements } = useRepositories();
  const [entities, setEntities] = useState<SettlementEntityOptions | null>(null);
  useEffect(() => {
    let active = true;
    settlements.entityOptions().then(
      (options) => active && setEntities(options),
      // Without the lists the form still works: the selects offer None (and the saved value).
      () => active && setEntities({ trucks: [], companies: [], drivers: [] }),
    );
    return () => {
      active = false;
    };
  }, [settlements]);

  // The selects need their options before the form reads its initial values into them.
  if (entities === null) {
    return (
      <Stack gap="4" maxW="2xl" aria-busy="true" data-testid="settlement-form-loading">
        {FIELD_ORDER.map((field) => (
          <Skeleton key={field} height="10" />
        ))}
      </Stack>
    );
  }
  return <SettlementFormFields {...props} entities={entities} />;
}

interface SettlementFormProps {
  initial: SettlementFormValues;
  /** New settlements are always processed; the edit form may change the status. */
  showStatus: boolean;
  saveError?: string;
  cancelTo: string;
  onSave: (values: SettlementFormValues) => Promise<void>;
}

function SettlementFormFields({
  initial,
  showStatus,
  saveError,
  cancelTo,
  onSave,
  entities,
}: SettlementFormProps & { entities: SettlementEntityOptions }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SettlementFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<SettlementFormValues>(settlementFormSchema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, FIELD_ORDER) ?? saveError;

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={SETTLEMENTS_UI.formLabel}>
      <Stack gap="5" maxW="2xl">
        <Text color="fg.muted">{SETTLEMENTS_UI.formIntro}</Text>
        <FormAlert message={message} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.date)}>
            <Field.Label>{SETTLEMENTS_UI.dateLabelForm}</Field.Label>
            <Input type="date" {...register('date')} />
          </Field.Root>
          {showStatus ? (
            <Field.Root invalid={Boolean(errors.parsedStatus)}>
              <Field.Label>{SETTLEMENTS_UI.statusLabelForm}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('parsedStatus')}>
                  {PARSED_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {SETTLEMENTS_UI.statusLabels[status]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
          <Field.Root invalid={Boolean(errors.brokerName)}>
            <Field.Label>{SETTLEMENTS_UI.brokerLabel}</Field.Label>
            <Input autoComplete="organization" {...register('brokerName')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.tripNumber)}>
            <Field.Label>{SETTLEMENTS_UI.tripLabel}</Field.Label>
            <Input autoComplete="off" {...register('tripNumber')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.gross)}>
            <Field.Label>{SETTLEMENTS_UI.grossLabel}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('gross')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.net)}>
            <Field.Label>{SETTLEMENTS_UI.netLabel}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('net')} />
          </Field.Root>
          <EntitySelect
            label={SETTLEMENTS_UI.truckLabel}
            options={entities.trucks}
            current={initial.truckId}
            registration={register('truckId')}
          />
          <EntitySelect
            label={SETTLEMENTS_UI.companyLabel}
            options={entities.companies}
            current={initial.companyId}
            registration={register('companyId')}
          />
          <EntitySelect
            label={SETTLEMENTS_UI.driverLabel}
            options={entities.drivers}
            current={initial.driverId}
            registration={register('driverId')}
          />
        </SimpleGrid>
        <Link asChild fontSize="sm" color="brand.600" alignSelf="flex-start">
          <RouterLink to="/fleet">{SETTLEMENTS_UI.manageFleet}</RouterLink>
        </Link>
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting}
            loadingText={SETTLEMENTS_UI.saving}
          >
            {SETTLEMENTS_UI.save}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={cancelTo}>{SETTLEMENTS_UI.cancel}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function EntitySelect({
  label,
  options,
  current,
  registration,
}: {
  label: string;
  options: readonly EntityOption[];
  /** The saved id, kept as an option even when its entity is archived or not loaded. */
  current: string;
  registration: ReturnType<ReturnType<typeof useForm<SettlementFormValues>>['register']>;
}) {
  const listed = current === '' || options.some((option) => option.id === current);
  const choices = listed ? options : [{ id: current, name: current }, ...options];
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          <option value="">{SETTLEMENTS_UI.noneOption}</option>
          {choices.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
