import { useRef, useState } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { AUTH_MESSAGES, AUTH_UI, forgotPasswordSchema } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { notify, useFormErrorToast } from '../../../lib/toaster';
import { sendPasswordReset } from '../api/reset-password';
import { AuthLayout, TextLink } from '../components/auth-layout';
import { FormAlert } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_PAGE_TITLES } from '../messages';
import { Recaptcha, type RecaptchaHandle } from '../components/recaptcha';

interface ForgotPasswordForm {
  email: string;
  captchaToken: string;
}

const FIELD_ORDER = ['email', 'captchaToken'] as const;

/**
 * Password reset request. The captcha appears only when a reCAPTCHA site key is configured;
 * without one the button is enabled and Firebase Auth's own abuse limits apply.
 */
export function ForgotPasswordPage() {
  usePageTitle(AUTH_PAGE_TITLES.forgotPassword);
  const siteKey = config.recaptchaSiteKey;
  const captchaRequired = siteKey !== '';
  const captcha = useRef<RecaptchaHandle>(null);
  const [sentTo, setSentTo] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const errorToast = useFormErrorToast();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    defaultValues: { email: '', captchaToken: '' },
    resolver: orderedResolver<ForgotPasswordForm>(forgotPasswordSchema(captchaRequired)),
    reValidateMode: 'onSubmit',
  });
  const captchaToken = useWatch({ control, name: 'captchaToken' });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      setSubmitError(undefined);
      errorToast.clear();
      try {
        await sendPasswordReset(email);
        notify.success({ title: AUTH_MESSAGES.resetSent });
        setSentTo(email);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.resetFailed;
        setSubmitError(message);
        errorToast.show({ title: message });
        // A captcha token is single-use: a new attempt needs a new one.
        captcha.current?.reset();
      }
    },
    () => setSubmitError(undefined),
  );

  if (sentTo !== undefined) {
    return (
      <AuthLayout>
        <Stack gap="4" textAlign="center">
          <Heading as="h1" size="xl" color="brand.700">
            {AUTH_UI.checkEmailHeading}
          </Heading>
          <Text color="fg.muted">{AUTH_UI.checkEmailText(sentTo)}</Text>
          <Box>
            <TextLink to="/login">{AUTH_UI.returnToLogin}</TextLink>
          </Box>
        </Stack>
      </AuthLayout>
    );
  }

  const message = firstErrorMessage(errors, FIELD_ORDER) ?? submitError;

  return (
    <AuthLayout>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="xl" color="brand.700">
            {AUTH_UI.forgotHeading}
          </Heading>
          <Text color="fg.muted" mt="1">
            {AUTH_UI.forgotSubheading}
          </Text>
        </Box>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormAlert message={message} />
            <Field.Root invalid={Boolean(errors.email)}>
              <Field.Label>{AUTH_UI.emailLabel}</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                placeholder={AUTH_UI.emailPlaceholder}
                {...register('email')}
              />
            </Field.Root>
            {captchaRequired ? (
              <Field.Root invalid={Boolean(errors.captchaToken)}>
                <Field.Label>{AUTH_UI.captchaLabel}</Field.Label>
                <Recaptcha
                  ref={captcha}
                  siteKey={siteKey}
                  onToken={(token) => setValue('captchaToken', token ?? '')}
                />
              </Field.Root>
            ) : null}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isSubmitting}
              loadingText={AUTH_UI.sendingReset}
              disabled={isSubmitting || (captchaRequired && captchaToken === '')}
            >
              {AUTH_UI.sendResetButton}
            </Button>
          </Stack>
        </form>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {AUTH_UI.rememberedPassword} <TextLink to="/login">{AUTH_UI.signInLink}</TextLink>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
