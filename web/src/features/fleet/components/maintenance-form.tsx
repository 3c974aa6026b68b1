import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  maintenanceFormSchema,
  maintenanceInputFromForm,
  type EntityOption,
  type MaintenanceFormValues,
  type MaintenanceInput,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { FLEET_UI } from '../messages';

const ORDER = ['truckId', 'title', 'dueDate', 'dueOdometer', 'lastOdometer', 'notes'] as const;
const UI = FLEET_UI.maintenance.form;

/** Schedule or edit one service item: a truck, what to do, and when (date, odometer or both). */
export function MaintenanceForm({
  label,
  initial,
  trucks,
  saveError,
  onSave,
  onCancel,
}: {
  label: string;
  initial: MaintenanceFormValues;
  /** The active trucks (the item's own truck is added when it has been archived since). */
  trucks: readonly EntityOption[];
  saveError?: string;
  onSave: (input: MaintenanceInput) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MaintenanceFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<MaintenanceFormValues>(maintenanceFormSchema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, ORDER) ?? saveError;
  return (
    <form
      onSubmit={(event) => void handleSubmit((values) => onSave(maintenanceInputFromForm(values)))(event)}
      noValidate
      aria-label={label}
    >
      <Stack gap="4">
        <FormAlert message={message} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(errors.truckId)}>
            <Field.Label>
              {UI.truck}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('truckId')}>
                <option value="">{UI.chooseTruck}</option>
                {trucks.map((truck) => (
                  <option key={truck.id} value={truck.id}>
                    {truck.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label>
              {UI.title}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="off" placeholder={UI.titlePlaceholder} {...register('title')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.dueDate)}>
            <Field.Label>{UI.dueDate}</Field.Label>
            <Input type="date" {...register('dueDate')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.dueOdometer)}>
            <Field.Label>{UI.dueOdometer}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" {...register('dueOdometer')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.lastOdometer)}>
            <Field.Label>{UI.lastOdometer}</Field.Label>
            <Input inputMode="numeric" autoComplete="off" {...register('lastOdometer')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>{UI.notes}</Field.Label>
          <Textarea rows={2} {...register('notes')} />
          <Field.HelperText>{UI.dueHelp}</Field.HelperText>
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {UI.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={UI.saving}>
            {UI.save}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
