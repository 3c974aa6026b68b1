import { useState } from 'react';
import { Badge, Box, Button, Field, Flex, Heading, Input, RadioCard, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  AUTH_UI,
  DEFAULT_REGISTRATION_ROLE,
  REGISTRABLE_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  formatCents,
  isPlanId,
  isRegistrableRole,
  planById,
  planForRole,
  registrationSchema,
  type RegistrableRole,
} from '@haulbooks/domain';
import { firstErrorMessage, orderedResolver } from '../../../lib/form-resolver';
import { notify, useFormErrorToast } from '../../../lib/toaster';
import { register as registerAccount } from '../api/register';
import { FormAlert } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_PAGE_TITLES } from '../messages';
import { TextLink } from '../components/auth-layout';

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: RegistrableRole;
}

const FIELD_ORDER = ['name', 'email', 'password', 'confirmPassword', 'role'] as const;

export function RegisterPage() {
  usePageTitle(AUTH_PAGE_TITLES.register);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  // A plan chosen on the landing page preselects its role; the plan shown follows the role.
  const chosenPlan = isPlanId(planParam) ? planById(planParam) : undefined;
  const [submitError, setSubmitError] = useState<string>();
  const errorToast = useFormErrorToast();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: chosenPlan?.role ?? DEFAULT_REGISTRATION_ROLE,
    },
    resolver: orderedResolver<RegisterForm>(registrationSchema),
    reValidateMode: 'onSubmit',
  });
  const role = useWatch({ control, name: 'role' });
  const shownPlan = chosenPlan ? planForRole(role) : undefined;

  const onSubmit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      errorToast.clear();
      try {
        await registerAccount({
          name: values.name,
          email: values.email,
          password: values.password,
          role: values.role,
        });
        notify.success({ title: AUTH_MESSAGES.registrationSuccess });
        // Get Started on a plan → register → that plan's checkout (the role may have changed the plan).
        navigate(chosenPlan ? `/billing?plan=${planForRole(values.role).id}` : '/dashboard', {
          replace: true,
        });
      } catch (error) {
        const message =
          error instanceof Error && error.message ? error.message : AUTH_MESSAGES.registrationFailedInline;
        setSubmitError(message);
        errorToast.show({
          title: AUTH_MESSAGES.registrationFailedToast,
          description: message === AUTH_MESSAGES.registrationFailedInline ? undefined : message,
        });
      }
    },
    () => setSubmitError(undefined),
  );

  const message = firstErrorMessage(errors, FIELD_ORDER) ?? submitError;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="xl" color="brand.700">
          {AUTH_UI.registerHeading}
        </Heading>
        <Text color="fg.muted" mt="1">
          {AUTH_UI.registerSubheading}
        </Text>
      </Box>
      {shownPlan ? (
        <Flex
          data-testid="chosen-plan"
          align="center"
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderColor="brand.200"
          bg="brand.50"
          rounded="md"
          px="4"
          py="3"
        >
          <Box>
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="brand.700">
              {AUTH_UI.chosenPlan}
            </Text>
            <Text fontWeight="semibold">{shownPlan.name}</Text>
          </Box>
          <Badge colorPalette="brand" variant="solid" size="lg">
            {formatCents(shownPlan.monthlyPriceCents)}
            {AUTH_UI.perMonth}
          </Badge>
        </Flex>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={message} />
          <Field.Root invalid={Boolean(errors.name)}>
            <Field.Label>{AUTH_UI.nameLabel}</Field.Label>
            <Input autoComplete="name" placeholder={AUTH_UI.namePlaceholder} {...register('name')} />
          </Field.Root>
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
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>{AUTH_UI.confirmPasswordLabel}</Field.Label>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field.Root>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RadioCard.Root
                name={field.name}
                value={field.value}
                onValueChange={(details) => {
                  if (isRegistrableRole(details.value)) field.onChange(details.value);
                }}
                colorPalette="brand"
                size="sm"
              >
                <RadioCard.Label>{AUTH_UI.accountTypeLabel}</RadioCard.Label>
                <Stack gap="2">
                  {REGISTRABLE_ROLES.map((option) => (
                    <RadioCard.Item key={option} value={option}>
                      <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText>{ROLE_LABELS[option]}</RadioCard.ItemText>
                          <RadioCard.ItemDescription>{ROLE_DESCRIPTIONS[option]}</RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </Stack>
              </RadioCard.Root>
            )}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            loadingText={AUTH_UI.creatingAccount}
          >
            {AUTH_UI.createAccountButton}
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {AUTH_UI.haveAccount} <TextLink to="/login">{AUTH_UI.signInLink}</TextLink>
      </Text>
    </Stack>
  );
}

export { RegisterPage as Component };
