import { useState } from 'react';
import { Box, Button, Field, Heading, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, SECURITY_MESSAGES, type ChangePasswordInput } from '@haulbooks/domain';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/toaster';
import { useSubject } from '../../../lib/data/data-context';
import { ConfirmDialog, FormAlert } from '../../../components';
import { SETTINGS_UI } from '../messages';

/** What the Security tab does to the account; the route passes the Firebase implementations. */
export interface SecurityActions {
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Revokes every session of the account and signs this browser out. */
  signOutEverywhere(): Promise<void>;
}

const FIELD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab({ actions, onSignedOut }: { actions: SecurityActions; onSignedOut: () => void }) {
  const { readOnly } = useSubject();
  const [submitError, setSubmitError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    defaultValues: EMPTY,
    resolver: orderedResolver<ChangePasswordInput>(changePasswordSchema),
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      try {
        await actions.changePassword(values.currentPassword, values.newPassword);
        reset(EMPTY);
        notify.success({ title: SECURITY_MESSAGES.passwordChanged });
      } catch (error) {
        setSubmitError(
          error instanceof Error && error.message ? error.message : SECURITY_MESSAGES.passwordChangeFailed,
        );
      }
    },
    () => setSubmitError(undefined),
  );

  if (readOnly) return <Text color="fg.muted">{SETTINGS_UI.readOnlyNotice}</Text>;

  const message = firstErrorMessage(errors, FIELD_ORDER) ?? submitError;
  return (
    <Stack gap="8" maxW="md">
      <form onSubmit={onSubmit} noValidate aria-label={SETTINGS_UI.changePasswordHeading}>
        <Stack gap="4">
          <Heading as="h3" size="md">
            {SETTINGS_UI.changePasswordHeading}
          </Heading>
          <FormAlert message={message} />
          <Field.Root invalid={Boolean(errors.currentPassword)}>
            <Field.Label>{SETTINGS_UI.currentPassword}</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>{SETTINGS_UI.newPassword}</Field.Label>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>{SETTINGS_UI.confirmPassword}</Field.Label>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting}>
            {SETTINGS_UI.changePassword}
          </Button>
        </Stack>
      </form>
      <Separator />
      <Box>
        <Heading as="h3" size="md" mb="2">
          {SETTINGS_UI.signOutEverywhereHeading}
        </Heading>
        <Text color="fg.muted" mb="4">
          {SETTINGS_UI.signOutEverywhereText}
        </Text>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {SETTINGS_UI.signOutEverywhere}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={SETTINGS_UI.signOutEverywhereConfirmTitle}
        body={SETTINGS_UI.signOutEverywhereConfirmBody}
        confirmLabel={SETTINGS_UI.signOutEverywhere}
        cancelLabel={SETTINGS_UI.cancel}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await actions.signOutEverywhere();
            setConfirming(false);
            notify.success({ title: SECURITY_MESSAGES.signedOutEverywhere });
            onSignedOut();
          } catch (error) {
            setConfirming(false);
            notify.error({
              title:
                error instanceof Error && error.message
                  ? error.message
                  : SECURITY_MESSAGES.signOutEverywhereFailed,
            });
          }
        }}
      />
    </Stack>
  );
}
