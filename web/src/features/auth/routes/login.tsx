import { useState } from 'react';
import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, loginSchema } from '@haulbooks/domain';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { notify, useFormErrorToast } from '../../../lib/toaster';
import { login } from '../api/login';
import { FormAlert } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_PAGE_TITLES } from '../messages';
import { TextLink } from '../components/auth-layout';
import { redirectTarget } from '../components/redirect-target';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

const FIELD_ORDER = ['email', 'password'] as const;

export function LoginPage() {
  usePageTitle(AUTH_PAGE_TITLES.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [submitError, setSubmitError] = useState<string>();
  const errorToast = useFormErrorToast();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    defaultValues: { email: '', password: '', remember: false },
    resolver: orderedResolver<LoginForm>(loginSchema),
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      errorToast.clear();
      try {
        await login(values);
        notify.success({ title: AUTH_MESSAGES.loginWelcome });
        navigate(redirectTarget(location.state), { replace: true });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.loginFailed;
        setSubmitError(message);
        errorToast.show({ title: message });
      }
    },
    () => setSubmitError(undefined),
  );

  const message = firstErrorMessage(errors, FIELD_ORDER) ?? submitError;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="xl" color="brand.700">
          {AUTH_UI.loginHeading}
        </Heading>
        <Text color="fg.muted" mt="1">
          {AUTH_UI.loginSubheading}
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
          <Field.Root invalid={Boolean(errors.password)}>
            <Field.Label>{AUTH_UI.passwordLabel}</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field.Root>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  name={field.name}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{AUTH_UI.rememberMe}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <TextLink to="/forgot-password">{AUTH_UI.forgotPasswordLink}</TextLink>
          </Flex>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            loadingText={AUTH_UI.signingIn}
          >
            {AUTH_UI.signInButton}
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {AUTH_UI.noAccount} <TextLink to="/register">{AUTH_UI.signUpLink}</TextLink>
      </Text>
    </Stack>
  );
}

export { LoginPage as Component };
