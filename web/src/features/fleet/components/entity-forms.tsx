import { useEffect, useState, type ReactNode } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  DRIVER_KINDS,
  DRIVER_KIND_LABELS,
  companySchema,
  driverSchema,
  truckSchema,
  validateInOrder,
  type CompanyFormValues,
  type CompanyInput,
  type DriverFormValues,
  type DriverInput,
  type EntityOption,
  type TruckFormValues,
  type TruckInput,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { FLEET_UI } from '../messages';

interface EntityFormProps<Values, Input> {
  /** Names the form for assistive technology (the dialog's or page's title). */
  label: string;
  initial: Values;
  saveError?: string;
  submitLabel?: string;
  onSave: (input: Input) => Promise<void>;
  /** A link or a close button next to Save. */
  cancel: ReactNode;
}

function FormButtons({
  submitting,
  submitLabel = FLEET_UI.form.save,
  cancel,
}: {
  submitting: boolean;
  submitLabel?: string;
  cancel: ReactNode;
}) {
  return (
    <HStack gap="3" justify="flex-end">
      {cancel}
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText={FLEET_UI.form.saving}>
        {submitLabel}
      </Button>
    </HStack>
  );
}

function TextField({
  label,
  registration,
  invalid,
  required = false,
  help,
  ...input
}: {
  label: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  required?: boolean;
  help?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input autoComplete="off" {...input} {...registration} />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

const TRUCK_ORDER = ['unitNumber', 'make', 'model', 'year', 'vin', 'licensePlate'] as const;

/** Add / edit a truck: unit number required; VIN upper-cased, 17 characters without I, O, Q. */
export function TruckForm({
  label,
  initial,
  saveError,
  onSave,
  cancel,
  currentYear = new Date().getFullYear(),
}: EntityFormProps<TruckFormValues, TruckInput> & { currentYear?: number }) {
  const schema = truckSchema(currentYear);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TruckFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<TruckFormValues>(schema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, TRUCK_ORDER) ?? saveError;
  const submit = async (values: TruckFormValues) => {
    // The resolver has checked the values; this gives them their stored types (year a number).
    const result = validateInOrder(schema, values);
    if (result.ok) await onSave(result.value);
  };
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={label}>
      <Stack gap="4">
        <FormAlert message={message} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={FLEET_UI.form.unitNumber}
            required
            registration={register('unitNumber')}
            invalid={Boolean(errors.unitNumber)}
          />
          <TextField
            label={FLEET_UI.form.year}
            inputMode="numeric"
            registration={register('year')}
            invalid={Boolean(errors.year)}
          />
          <TextField
            label={FLEET_UI.form.make}
            registration={register('make')}
            invalid={Boolean(errors.make)}
          />
          <TextField
            label={FLEET_UI.form.model}
            registration={register('model')}
            invalid={Boolean(errors.model)}
          />
          <TextField
            label={FLEET_UI.form.vin}
            help={FLEET_UI.form.vinHelp}
            registration={register('vin')}
            invalid={Boolean(errors.vin)}
          />
          <TextField
            label={FLEET_UI.form.licensePlate}
            registration={register('licensePlate')}
            invalid={Boolean(errors.licensePlate)}
          />
        </SimpleGrid>
        <FormButtons submitting={isSubmitting} cancel={cancel} />
      </Stack>
    </form>
  );
}

const COMPANY_ORDER = ['name', 'mcNumber', 'dotNumber', 'phone', 'email'] as const;

/** Add / edit a company: name required; MC and USDOT numbers are digits ("MC-123456" is read as 123456). */
export function CompanyForm({
  label,
  initial,
  saveError,
  onSave,
  cancel,
}: EntityFormProps<CompanyFormValues, CompanyInput>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<CompanyFormValues>(companySchema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, COMPANY_ORDER) ?? saveError;
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)} noValidate aria-label={label}>
      <Stack gap="4">
        <FormAlert message={message} />
        <TextField
          label={FLEET_UI.form.companyName}
          required
          autoComplete="organization"
          registration={register('name')}
          invalid={Boolean(errors.name)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={FLEET_UI.form.mcNumber}
            inputMode="numeric"
            registration={register('mcNumber')}
            invalid={Boolean(errors.mcNumber)}
          />
          <TextField
            label={FLEET_UI.form.dotNumber}
            inputMode="numeric"
            registration={register('dotNumber')}
            invalid={Boolean(errors.dotNumber)}
          />
          <TextField
            label={FLEET_UI.form.phone}
            type="tel"
            registration={register('phone')}
            invalid={Boolean(errors.phone)}
          />
          <TextField
            label={FLEET_UI.form.email}
            type="email"
            registration={register('email')}
            invalid={Boolean(errors.email)}
          />
        </SimpleGrid>
        <FormButtons submitting={isSubmitting} cancel={cancel} />
      </Stack>
    </form>
  );
}

const DRIVER_ORDER = ['name', 'kind', 'email', 'phone', 'licenseNumber', 'truckId'] as const;

/**
 * Add / edit a driver or owner operator (also the Add New Driver page). The truck list is the
 * active trucks, plus the driver's own truck when it has been archived since.
 */
export function DriverForm(props: EntityFormProps<DriverFormValues, DriverInput>) {
  const { trucks } = useRepositories();
  const [truckOptions, setTruckOptions] = useState<EntityOption[] | null>(null);
  useEffect(() => {
    let active = true;
    trucks.listActive().then(
      (options) => active && setTruckOptions(options),
      // Without the list the form still works: the select offers None and the saved truck.
      () => active && setTruckOptions([]),
    );
    return () => {
      active = false;
    };
  }, [trucks]);
  // The select needs its options before the form puts the saved truck into it.
  if (truckOptions === null) {
    return (
      <Stack gap="4" aria-busy="true" data-testid="driver-form-loading">
        {DRIVER_ORDER.map((field) => (
          <Skeleton key={field} height="10" />
        ))}
      </Stack>
    );
  }
  return <DriverFormFields {...props} truckOptions={truckOptions} />;
}

function DriverFormFields({
  label,
  initial,
  saveError,
  submitLabel,
  onSave,
  cancel,
  truckOptions,
}: EntityFormProps<DriverFormValues, DriverInput> & { truckOptions: EntityOption[] }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DriverFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<DriverFormValues>(driverSchema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, DRIVER_ORDER) ?? saveError;
  const current = initial.truckId;
  const choices =
    current === '' || truckOptions.some((option) => option.id === current)
      ? truckOptions
      : [{ id: current, name: current }, ...truckOptions];

  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)} noValidate aria-label={label}>
      <Stack gap="4">
        <FormAlert message={message} />
        <TextField
          label={FLEET_UI.form.driverName}
          required
          autoComplete="name"
          registration={register('name')}
          invalid={Boolean(errors.name)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.kind)}>
            <Field.Label>{FLEET_UI.form.kind}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('kind')}>
                {DRIVER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DRIVER_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{FLEET_UI.form.truck}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('truckId')}>
                <option value="">{FLEET_UI.form.noTruck}</option>
                {choices.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextField
            label={FLEET_UI.form.email}
            type="email"
            registration={register('email')}
            invalid={Boolean(errors.email)}
          />
          <TextField
            label={FLEET_UI.form.phone}
            type="tel"
            registration={register('phone')}
            invalid={Boolean(errors.phone)}
          />
          <TextField
            label={FLEET_UI.form.licenseNumber}
            registration={register('licenseNumber')}
            invalid={Boolean(errors.licenseNumber)}
          />
        </SimpleGrid>
        <FormButtons submitting={isSubmitting} submitLabel={submitLabel} cancel={cancel} />
      </Stack>
    </form>
  );
}
