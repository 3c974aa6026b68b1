import { useCallback, useState } from 'react';
import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  LAPSED_MESSAGE,
  PLANS,
  booksAccessFor,
  formatCents,
  isPlanId,
  planById,
  type BillingDoc,
  type Listener,
  type PaymentDoc,
  type Stored,
  type UserProfileDoc,
} from '@haulbooks/domain';
import { EmptyState, FormAlert, ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { notify } from '../../../lib/toaster';
import type { PaymentsApi } from '../api/payments-api';
import { planItem } from '../api/checkout-items';
import { PAYMENTS_UI } from '../messages';
import { checkoutErrorMessage, useCheckout } from './use-checkout';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Summary({
  profile,
  subscription,
}: {
  profile: Stored<UserProfileDoc> | null;
  subscription: Stored<BillingDoc> | null;
}) {
  if (!profile) return null;
  const planId = subscription?.plan ?? profile.plan;
  const status = subscription
    ? PAYMENTS_UI.subscriptionStatus[subscription.status]
    : PAYMENTS_UI.subscriptionStatus[profile.subscriptionStatus];
  const live = subscription && !['canceled', 'incomplete_expired'].includes(subscription.status);
  let dateLine: string | null = null;
  if (live && subscription.currentPeriodEnd)
    dateLine = `${subscription.cancelAtPeriodEnd ? PAYMENTS_UI.ends : PAYMENTS_UI.renews} ${dateFormat.format(subscription.currentPeriodEnd)}`;
  else if (!subscription && profile.subscriptionStatus === 'trialing')
    dateLine = `${PAYMENTS_UI.trialEnds} ${dateFormat.format(profile.trialEndsAt)}`;
  return (
    <Card.Root mb="6" data-testid="billing-summary">
      <Card.Body gap="1">
        <Text color="fg.muted">{PAYMENTS_UI.currentPlan}</Text>
        <HStack gap="3">
          <Heading as="h2" size="lg">
            {planById(planId).name}
            {subscription?.billingPeriod ? ` (${subscription.billingPeriod})` : ''}
          </Heading>
          <Badge colorPalette={live && subscription.status === 'active' ? 'green' : 'yellow'}>{status}</Badge>
        </HStack>
        {dateLine ? <Text>{dateLine}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}

function Payments({ payments }: { payments: Stored<PaymentDoc>[] }) {
  if (payments.length === 0) return <EmptyState title={PAYMENTS_UI.noPayments} />;
  return (
    <Table.Root size="sm" data-testid="billing-payments">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{PAYMENTS_UI.date}</Table.ColumnHeader>
          <Table.ColumnHeader>{PAYMENTS_UI.description}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{PAYMENTS_UI.amount}</Table.ColumnHeader>
          <Table.ColumnHeader>{PAYMENTS_UI.status}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.Cell>{dateFormat.format(payment.createdAt)}</Table.Cell>
            <Table.Cell>{payment.description}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(payment.amountCents)}</Table.Cell>
            <Table.Cell>{PAYMENTS_UI.paymentStatus[payment.status]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * /billing: plan, status, renewal date and payments; Manage billing opens Stripe's Billing Portal
 * (card, plan change, invoices, cancel). Without a live subscription it offers the plans, with
 * the one chosen on the landing page (?plan=) first and marked.
 */
export function BillingView({
  api,
  origin,
  chosenPlan,
}: {
  api: PaymentsApi;
  origin: string;
  chosenPlan: string | null;
}) {
  const repositories = useRepositories();
  const subject = useSubject();
  const profile = useLive(
    useCallback(
      (l: Listener<Stored<UserProfileDoc> | null>) => repositories.profile.watchProfile(l),
      [repositories],
    ),
  );
  const subscription = useLive(
    useCallback(
      (l: Listener<Stored<BillingDoc> | null>) => repositories.billing.watchSubscription(l),
      [repositories],
    ),
  );
  const payments = useLive(
    useCallback((l: Listener<Stored<PaymentDoc>[]>) => repositories.billing.watchPayments(l), [repositories]),
  );
  const { results, start } = useCheckout(api, { redirect: true });
  const [portalBusy, setPortalBusy] = useState(false);

  const error = [profile, subscription, payments].find((s) => s.status === 'error');
  const current = subscription.status === 'ready' ? subscription.data : null;
  const live = current !== null && !['canceled', 'incomplete_expired'].includes(current.status);
  const owner = subject.viewer === 'owner';
  const lapsed =
    profile.status === 'ready' &&
    profile.data &&
    booksAccessFor(profile.data.subscriptionStatus, profile.data.trialEndsAt) === 'read-only';

  const openPortal = async () => {
    setPortalBusy(true);
    try {
      const { url } = await api.createPortalLink(`${origin}/billing`);
      api.redirect(url);
    } catch (failure) {
      notify.error({ title: PAYMENTS_UI.portalFailed, description: checkoutErrorMessage(failure) });
      setPortalBusy(false);
    }
  };

  const plans = [...PLANS].sort((a, b) => Number(b.id === chosenPlan) - Number(a.id === chosenPlan));
  return (
    <Box>
      <ScreenHeading
        description={PAYMENTS_UI.billingIntro}
        actions={
          live && owner ? (
            <Button colorPalette="brand" loading={portalBusy} onClick={() => void openPortal()}>
              {PAYMENTS_UI.manageBilling}
            </Button>
          ) : undefined
        }
      >
        {PAYMENTS_UI.billingTitle}
      </ScreenHeading>
      {error && error.status === 'error' ? <FormAlert message={error.error.message} /> : null}
      {lapsed ? <FormAlert status="warning" message={LAPSED_MESSAGE} /> : null}
      <Summary profile={profile.status === 'ready' ? profile.data : null} subscription={current} />
      {live ? (
        <Text color="fg.muted" mb="6">
          {PAYMENTS_UI.manageBillingHint}
        </Text>
      ) : null}
      {!live && owner && subscription.status !== 'loading' ? (
        <Stack mb="8">
          <Heading as="h2" size="md">
            {PAYMENTS_UI.choosePlanHeading}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {plans.map((plan) => {
              const monthly = planItem(plan.id, 'monthly', origin, PAYMENTS_UI.perMonth, PAYMENTS_UI.perYear);
              const yearly = planItem(plan.id, 'yearly', origin, PAYMENTS_UI.perMonth, PAYMENTS_UI.perYear);
              const chosen = isPlanId(chosenPlan) && plan.id === chosenPlan;
              return (
                <Card.Root
                  key={plan.id}
                  borderColor={chosen ? 'brand.500' : undefined}
                  borderWidth={chosen ? '2px' : undefined}
                  data-testid={`subscribe-${plan.id}`}
                >
                  <Card.Body gap="2">
                    <HStack>
                      <Heading as="h3" size="md">
                        {plan.name}
                      </Heading>
                      {chosen ? <Badge colorPalette="brand">{PAYMENTS_UI.chosen}</Badge> : null}
                    </HStack>
                    <Text>{monthly.price}</Text>
                    <Text color="fg.muted">{yearly.price}</Text>
                    <Stack mt="2">
                      <Button
                        size="sm"
                        colorPalette="brand"
                        loading={results[monthly.key]?.status === 'pending'}
                        onClick={() => void start(monthly)}
                        aria-label={`${PAYMENTS_UI.subscribeMonthly}: ${plan.name}`}
                      >
                        {PAYMENTS_UI.subscribeMonthly}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        loading={results[yearly.key]?.status === 'pending'}
                        onClick={() => void start(yearly)}
                        aria-label={`${PAYMENTS_UI.subscribeYearly}: ${plan.name}`}
                      >
                        {PAYMENTS_UI.subscribeYearly}
                      </Button>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Heading as="h2" size="md" mb="3">
        {PAYMENTS_UI.invoicesHeading}
      </Heading>
      {payments.status === 'ready' ? <Payments payments={payments.data} /> : null}
    </Box>
  );
}
