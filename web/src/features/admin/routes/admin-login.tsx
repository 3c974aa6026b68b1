import { useState } from 'react';
import { Box, Button, Card, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_MESSAGES, AUTH_UI } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import { notify } from '../../../lib/toaster';
import { adminSignIn } from '../api/admin-sign-in';
import { AdminFormAlert } from '../components/admin-form-alert';

interface AdminLoginForm {
  username: string;
  password: string;
}

/** /admin: Administrator Login. Admits only accounts whose ID token carries `admin: true`. */
export function AdminLoginPage() {
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
    <Flex minHeight="100dvh" align="center" justify="center" bg="gray.900" px="4" py="10">
      <Card.Root width="full" maxWidth="sm" variant="elevated">
        <Card.Body p={{ base: '5', sm: '8' }}>
          <Stack gap="6">
            <Box textAlign="center">
              <Text fontWeight="bold" color="brand.700">
                {config.productName}
              </Text>
              <Heading as="h1" size="xl" mt="1">
                {AUTH_UI.adminHeading}
              </Heading>
              <Text color="fg.muted" fontSize="sm" mt="1">
                {AUTH_UI.adminSubheading}
              </Text>
            </Box>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="4">
                <AdminFormAlert message={error} />
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
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

export { AdminLoginPage as Component };
