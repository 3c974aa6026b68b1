import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SCREEN_CATEGORIES,
  SCREEN_CATEGORY_LABELS,
  categoryLabel,
  expenseCategoriesIn,
  expenseFormSchema,
  screenCategoryOf,
  type AnyExpenseCategory,
  type ExpenseFormValues,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { EXPENSES_UI } from '../messages';

const FIELD_ORDER = [
  'description',
  'amount',
  'category',
  'paymentMethod',
  'date',
  'notes',
  'taxDeductible',
  'recurring',
] as const;

export interface ExpenseFormDialogProps {
  mode: 'add' | 'edit';
  /** The draft defaults (add) or the expense's values (edit). */
  initial: ExpenseFormValues;
  /** A message from the last failed save, shown above the form. */
  saveError?: string;
  /** Saves; the parent closes the dialog when it succeeds. */
  onSubmit: (values: ExpenseFormValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Add New Expense / Edit Expense: one form for both, validated by the domain schema in its declared
 * order (one message at a time). The 31 categories are grouped under the 9 screen categories; an
 * older expense stored under a screen category keeps that value as an option of its group.
 */
export function ExpenseFormDialog({ mode, initial, saveError, onSubmit, onClose }: ExpenseFormDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseFormValues>({
    defaultValues: initial,
    resolver: orderedResolver<ExpenseFormValues>(expenseFormSchema),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(errors, FIELD_ORDER) ?? saveError;
  const title = mode === 'add' ? EXPENSES_UI.dialog.addTitle : EXPENSES_UI.dialog.editTitle;

  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
      onOpenChange={(details) => {
        if (!details.open && !isSubmitting) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert message={message} />
                  <Field.Root required invalid={Boolean(errors.description)}>
                    <Field.Label>
                      {EXPENSES_UI.dialog.description}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input autoComplete="off" {...register('description')} />
                  </Field.Root>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Field.Root required invalid={Boolean(errors.amount)}>
                      <Field.Label>
                        {EXPENSES_UI.dialog.amount}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="0.00"
                        {...register('amount')}
                      />
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.date)}>
                      <Field.Label>{EXPENSES_UI.dialog.date}</Field.Label>
                      <Input type="date" {...register('date')} />
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.category)}>
                      <Field.Label>{EXPENSES_UI.dialog.category}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('category')}>
                          {SCREEN_CATEGORIES.map((screen) => (
                            <optgroup key={screen} label={SCREEN_CATEGORY_LABELS[screen]}>
                              {categoryOptions(screen, initial.category).map((value) => (
                                <option key={value} value={value}>
                                  {categoryLabel(value)}
                                </option>
                              ))}
                            </optgroup>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.paymentMethod)}>
                      <Field.Label>{EXPENSES_UI.dialog.paymentMethod}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('paymentMethod')}>
                          {PAYMENT_METHODS.map((method) => (
                            <option key={method} value={method}>
                              {PAYMENT_METHOD_LABELS[method]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root invalid={Boolean(errors.notes)}>
                    <Field.Label>{EXPENSES_UI.dialog.notes}</Field.Label>
                    <Textarea rows={3} {...register('notes')} />
                  </Field.Root>
                  <Controller
                    control={control}
                    name="taxDeductible"
                    render={({ field }) => (
                      <Checkbox.Root
                        colorPalette="brand"
                        checked={field.value}
                        onCheckedChange={(details) => field.onChange(details.checked === true)}
                      >
                        <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label>{EXPENSES_UI.dialog.taxDeductible}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  <Field.Root>
                    <Controller
                      control={control}
                      name="recurring"
                      render={({ field }) => (
                        <Checkbox.Root
                          colorPalette="brand"
                          checked={field.value}
                          onCheckedChange={(details) => field.onChange(details.checked === true)}
                        >
                          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{EXPENSES_UI.dialog.recurring}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                    <Field.HelperText>{EXPENSES_UI.dialog.recurringHelp}</Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                  {EXPENSES_UI.dialog.cancel}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={isSubmitting}
                  loadingText={EXPENSES_UI.dialog.saving}
                >
                  {mode === 'add' ? EXPENSES_UI.dialog.submitAdd : EXPENSES_UI.dialog.submitEdit}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The detailed categories of a group, plus the expense's own value when it is a screen-only one. */
function categoryOptions(
  screen: (typeof SCREEN_CATEGORIES)[number],
  current: AnyExpenseCategory,
): AnyExpenseCategory[] {
  const detailed: AnyExpenseCategory[] = expenseCategoriesIn(screen);
  return screenCategoryOf(current) === screen && !detailed.includes(current)
    ? [...detailed, current]
    : detailed;
}
