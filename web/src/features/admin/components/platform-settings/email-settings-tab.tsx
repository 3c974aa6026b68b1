import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_FROM_NAME,
  DEFAULT_SMTP_PORT,
  PLATFORM_SETTINGS_MESSAGES as M,
  smtpSettingsSchema,
  validateInOrder,
  type EmailSettingsView,
} from '@haulbooks/domain';
import { FormAlert } from '../../../../components';
import { firstErrorMessage, orderedResolver } from '../../../../lib/form-resolver';
import { notify } from '../../../../lib/toaster';
import type { PlatformSettingsApi } from '../../api/platform-settings-api';
import { PLATFORM_SETTINGS_UI } from './messages';

const UI = PLATFORM_SETTINGS_UI.email;
const ORDER = ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'fromEmail', 'fromName'];

interface Values {
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPassword: string;
  fromEmail: string;
  fromName: string;
}

function valuesOf(view: EmailSettingsView | null): Values {
  return {
    smtpHost: view?.smtpHost ?? '',
    smtpPort: String(view?.smtpPort ?? DEFAULT_SMTP_PORT),
    smtpUser: view?.smtpUser ?? '',
    smtpPassword: '',
    fromEmail: view?.fromEmail ?? '',
    fromName: view?.fromName ?? DEFAULT_FROM_NAME,
  };
}

function reason(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Email Settings: the SMTP settings (the password write-only) and a real test e-mail. */
export function EmailSettingsTab({ api }: { api: PlatformSettingsApi }) {
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'error'>('loading');
  const [passwordSaved, setPasswordSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();
  const [testTo, setTestTo] = useState('');
  const [testError, setTestError] = useState<string | undefined>();
  const [testing, setTesting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: valuesOf(null),
    resolver: orderedResolver<Values>(smtpSettingsSchema),
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    let current = true;
    api.loadEmail().then(
      (view) => {
        if (!current) return;
        reset(valuesOf(view));
        setPasswordSaved(view?.passwordSaved ?? false);
        setLoaded('ready');
      },
      () => current && setLoaded('error'),
    );
    return () => {
      current = false;
    };
  }, [api, reset]);

  const submit = async (values: Values) => {
    const checked = validateInOrder(smtpSettingsSchema, values);
    if (!checked.ok) {
      setSaveError(checked.firstError);
      return;
    }
    setSaveError(undefined);
    try {
      const view = await api.saveEmail(checked.value);
      reset(valuesOf(view));
      setPasswordSaved(view.passwordSaved);
      notify.success({ title: M.emailSaved });
    } catch (error) {
      setSaveError(reason(error, M.emailSaveFailed));
    }
  };

  const sendTest = async () => {
    setTesting(true);
    setTestError(undefined);
    try {
      const result = await api.sendTest(testTo.trim());
      notify.success({ title: M.testSent(result.to) });
    } catch (error) {
      setTestError(reason(error, M.testRecipientInvalid));
    } finally {
      setTesting(false);
    }
  };

  if (loaded === 'loading') return <Skeleton height="64" data-testid="email-settings-loading" />;
  if (loaded === 'error') return <FormAlert message={M.emailLoadFailed} />;

  const field = (name: keyof Values, label: string, options: { type?: string; help?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type={options.type ?? 'text'} autoComplete="off" {...register(name)} />
      {options.help ? <Field.HelperText>{options.help}</Field.HelperText> : null}
    </Field.Root>
  );

  return (
    <Stack gap="8" maxW="3xl">
      <form
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        aria-label={PLATFORM_SETTINGS_UI.tabs.email}
      >
        <Stack gap="4">
          <FormAlert message={firstErrorMessage(errors, ORDER) ?? saveError} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('smtpHost', UI.smtpHost)}
            {field('smtpPort', UI.smtpPort, { type: 'number' })}
            {field('smtpUser', UI.smtpUser)}
            {field('smtpPassword', UI.smtpPassword, {
              type: 'password',
              help: passwordSaved ? M.passwordSaved : undefined,
            })}
            {field('fromEmail', UI.fromEmail, { type: 'email' })}
            {field('fromName', UI.fromName)}
          </SimpleGrid>
          <HStack justify="end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={UI.saving}>
              {UI.save}
            </Button>
          </HStack>
        </Stack>
      </form>
      <Stack gap="2">
        <FormAlert message={testError} />
        <Field.Root>
          <Field.Label>{UI.testTo}</Field.Label>
          <HStack>
            <Input type="email" value={testTo} onChange={(event) => setTestTo(event.target.value)} />
            <Button variant="outline" loading={testing} onClick={() => void sendTest()}>
              {UI.sendTest}
            </Button>
          </HStack>
        </Field.Root>
      </Stack>
    </Stack>
  );
}
