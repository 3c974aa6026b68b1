import { useEffect, useState } from 'react';
import { Button, Field, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_TIME_ZONE,
  PROFILE_MESSAGES,
  PROFILE_TIME_ZONES,
  isProfileTimeZone,
  profileSettingsSchema,
  timeZoneLabel,
  type ProfileSettings,
  type ProfileTimeZone,
  type Stored,
  type UserProfileDoc,
} from '@haulbooks/domain';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/toaster';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { FormAlert } from '../../../components';
import { SETTINGS_UI } from '../messages';

const FIELD_ORDER = ['name', 'companyName', 'phone', 'address', 'taxId', 'timeZone'] as const;

function formValuesOf(profile: Stored<UserProfileDoc>, taxId: string): ProfileSettings {
  return {
    name: profile.name,
    companyName: profile.companyName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    taxId,
    timeZone: isProfileTimeZone(profile.timeZone) ? profile.timeZone : DEFAULT_TIME_ZONE,
  };
}

/**
 * Settings > Profile: the e-mail read-only, the editable profile fields and the tax id (kept in
 * its private document). Loads once; a save writes both documents and reports in a toast.
 */
export function ProfileTab({ profile }: { profile: Stored<UserProfileDoc> }) {
  const { profile: repository } = useRepositories();
  const subject = useSubject();
  const [taxId, setTaxId] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    let active = true;
    repository.getTaxId().then(
      (value) => active && setTaxId(value),
      (error: unknown) =>
        active && setLoadError(error instanceof Error ? error.message : SETTINGS_UI.loadFailed),
    );
    return () => {
      active = false;
    };
  }, [repository]);

  if (loadError) return <FormAlert message={`${SETTINGS_UI.loadFailed} ${loadError}`} />;
  if (taxId === null) {
    return (
      <Stack gap="4" data-testid="profile-loading" aria-busy="true">
        {FIELD_ORDER.map((field) => (
          <Skeleton key={field} height="10" />
        ))}
      </Stack>
    );
  }
  return (
    <ProfileForm
      initial={formValuesOf(profile, taxId)}
      email={profile.email}
      readOnly={subject.readOnly}
      saveError={saveError}
      onSave={async (values) => {
        setSaveError(undefined);
        try {
          await repository.saveSettings(values);
          notify.success({ title: PROFILE_MESSAGES.saved });
        } catch (error) {
          const message =
            error instanceof Error && error.message ? error.message : PROFILE_MESSAGES.saveFailed;
          setSaveError(PROFILE_MESSAGES.saveFailed);
          notify.error({ title: PROFILE_MESSAGES.saveFailed, description: message });
        }
      }}
    />
  );
}

function ProfileForm({
  initial,
  email,
  readOnly,
  saveError,
  onSave,
}: {
  initial: ProfileSettings;
  email: string;
  readOnly: boolean;
  saveError?: string;
  onSave: (values: ProfileSettings) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileSettings>({
    defaultValues: initial,
    resolver: orderedResolver<ProfileSettings>(profileSettingsSchema),
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    await onSave(values);
    // The saved values (trimmed) become the form's baseline.
    reset(values);
  });
  const message = firstErrorMessage(errors, FIELD_ORDER) ?? saveError;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SETTINGS_UI.profileHeading}>
      <Stack gap="5" maxW="2xl">
        <Text color="fg.muted">{SETTINGS_UI.profileIntro}</Text>
        <FormAlert message={message} />
        <Field.Root readOnly>
          <Field.Label>{SETTINGS_UI.email}</Field.Label>
          <Input value={email} readOnly disabled />
          <Field.HelperText>{SETTINGS_UI.emailHelp}</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.name)} disabled={readOnly}>
            <Field.Label>{SETTINGS_UI.fullName}</Field.Label>
            <Input autoComplete="name" {...register('name')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.companyName)} disabled={readOnly}>
            <Field.Label>{SETTINGS_UI.companyName}</Field.Label>
            <Input autoComplete="organization" {...register('companyName')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)} disabled={readOnly}>
            <Field.Label>{SETTINGS_UI.phone}</Field.Label>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.taxId)} disabled={readOnly}>
            <Field.Label>{SETTINGS_UI.taxId}</Field.Label>
            <Input autoComplete="off" inputMode="numeric" {...register('taxId')} />
            <Field.HelperText>{SETTINGS_UI.taxIdHelp}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.address)} disabled={readOnly}>
          <Field.Label>{SETTINGS_UI.address}</Field.Label>
          <Input autoComplete="street-address" {...register('address')} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.timeZone)} disabled={readOnly}>
          <Field.Label>{SETTINGS_UI.timeZone}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('timeZone')}>
              {PROFILE_TIME_ZONES.map((zone: ProfileTimeZone) => (
                <option key={zone} value={zone}>
                  {timeZoneLabel(zone)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{SETTINGS_UI.timeZoneHelp}</Field.HelperText>
        </Field.Root>
        {readOnly ? null : (
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={isSubmitting}
            loadingText={SETTINGS_UI.saving}
          >
            {SETTINGS_UI.saveChanges}
          </Button>
        )}
      </Stack>
    </form>
  );
}
