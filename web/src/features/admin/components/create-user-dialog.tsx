import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_USER_MESSAGES,
  REGISTRABLE_ROLES,
  ROLE_LABELS,
  createUserSchema,
  validateInOrder,
  type CreateUserInput,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { ADMIN_USERS_UI } from '../messages';

const UI = ADMIN_USERS_UI.form;
const ORDER = [
  'email',
  'password',
  'fullName',
  'role',
  'accountType',
  'phone',
  'address',
  'companyName',
  'taxId',
];

type Values = {
  email: string;
  password: string;
  fullName: string;
  role: string;
  accountType: string;
  sendWelcomeEmail: boolean;
  phone: string;
  address: string;
  companyName: string;
  taxId: string;
};

const EMPTY: Values = {
  email: '',
  password: '',
  fullName: '',
  role: 'company_driver',
  accountType: 'real',
  sendWelcomeEmail: true,
  phone: '',
  address: '',
  companyName: '',
  taxId: '',
};

/**
 * Create a client account (admin-area.md §5): e-mail, password and full name required, roles a
 * client may have (company driver by default), real or test, and the welcome e-mail for real ones.
 * The dialog stays open with the server's reason when the account cannot be created.
 */
export function CreateUserDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (input: CreateUserInput) => Promise<void>;
}) {
  const [saveError, setSaveError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: orderedResolver<Values>(createUserSchema),
    reValidateMode: 'onSubmit',
  });
  const accountType = watch('accountType');
  const sendWelcomeEmail = watch('sendWelcomeEmail');
  const message = firstErrorMessage(errors, ORDER) ?? saveError;

  const submit = async (values: Values) => {
    const result = validateInOrder(createUserSchema, {
      ...values,
      sendWelcomeEmail: values.accountType === 'real' && values.sendWelcomeEmail === true,
    });
    if (!result.ok) {
      setSaveError(result.firstError);
      return;
    }
    setSaveError(undefined);
    try {
      await onCreate(result.value);
      reset(EMPTY);
    } catch (error) {
      setSaveError(
        error instanceof Error && error.message ? error.message : ADMIN_USER_MESSAGES.createFailed,
      );
    }
  };

  const text = (name: keyof Values, label: string, options: { type?: string; required?: boolean } = {}) => (
    <Field.Root required={options.required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label}
        {options.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input type={options.type ?? 'text'} autoComplete="off" {...register(name)} />
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(event) => (event.open ? undefined : onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{UI.title}</Dialog.Title>
            </Dialog.Header>
            <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={UI.title}>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert message={message} />
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {text('email', UI.email, { type: 'email', required: true })}
                    {text('password', UI.password, { type: 'password', required: true })}
                    {text('fullName', UI.fullName, { required: true })}
                    <Field.Root>
                      <Field.Label>{UI.role}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('role')}>
                          {REGISTRABLE_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{UI.accountType}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('accountType')}>
                          <option value="real">{ADMIN_USERS_UI.types.real}</option>
                          <option value="test">{ADMIN_USERS_UI.types.test}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    {text('companyName', UI.companyName)}
                    {text('phone', UI.phone, { type: 'tel' })}
                    {text('address', UI.address)}
                    {text('taxId', UI.taxId)}
                  </SimpleGrid>
                  {accountType === 'real' ? (
                    <Checkbox.Root
                      checked={sendWelcomeEmail}
                      onCheckedChange={(details) => setValue('sendWelcomeEmail', details.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{UI.welcome}</Checkbox.Label>
                    </Checkbox.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="3">
                  <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                    {UI.cancel}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={UI.creating}>
                    {UI.create}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
