import { useState } from 'react';
import { Box, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_MESSAGES, AUTH_UI } from '@haulbooks/domain';
import { CenteredCardLayout, FormAlert } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { notify } from '../../../lib/toaster';
import { adminSignIn } from '../api/admin-sign-in';
import { AdminBadge } from '../components/admin-badge';

interface AdminLoginForm {
  username: string;
  password: string;
}

/** /admin: Administrator Login. Admits only accounts whose ID token carries `admin: true`. */
export function AdminLoginPage() {
  usePageTitle(AUTH_UI.adminHeading);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AdminLoginForm>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setError(undefined);
    try {
      await adminSignIn(username, password);
      notify.success({ title: ADMIN_AUTH_MESSAGES.loginSuccess });
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : ADMIN_AUTH_MESSAGES.invalidCredentials,
      );
    }
  });

  return (
    // The customer sign-in's frame with the Admin badge: the same product, clearly the back office.
    <CenteredCardLayout badge={<AdminBadge />} size="sm">
      <Stack gap="6">
        <Box textAlign="center">
          <Heading as="h1" size="xl" color="brand.700">
            {AUTH_UI.adminHeading}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {AUTH_UI.adminSubheading}
          </Text>
        </Box>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormAlert message={error} />
            <Field.Root>
              <Field.Label>{AUTH_UI.adminUsernameLabel}</Field.Label>
              <Input
                type="email"
                autoComplete="username"
                placeholder={AUTH_UI.adminUsernamePlaceholder}
                {...register('username')}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{AUTH_UI.passwordLabel}</Field.Label>
              <Input type="password" autoComplete="current-password" {...register('password')} />
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isSubmitting}
              loadingText={AUTH_UI.adminSigningIn}
            >
              {AUTH_UI.adminSignIn}
            </Button>
          </Stack>
        </form>
        <Box textAlign="center" fontSize="sm">
          <Link asChild color="fg.muted">
            <RouterLink to="/">{AUTH_UI.adminBackToSite}</RouterLink>
          </Link>
        </Box>
      </Stack>
    </CenteredCardLayout>
  );
}

export { AdminLoginPage as Component };
