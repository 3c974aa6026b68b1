import { useCallback, useEffect, useState } from 'react';
import { Badge, Box, Button, Card, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, type Listener, type PaymentDoc, type Stored } from '@haulbooks/domain';
import { EmptyState, FormAlert, ScreenHeading } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { PAYMENTS_UI } from '../messages';

/** After this long without the webhook's record, the page says so (and keeps listening). */
export const SLOW_CONFIRMATION_MS = 15_000;

function NextSteps() {
  return (
    <HStack gap="3" mt="4">
      <Button asChild colorPalette="brand">
        <RouterLink to="/billing">{PAYMENTS_UI.toBilling}</RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to="/dashboard">{PAYMENTS_UI.toDashboard}</RouterLink>
      </Button>
    </HStack>
  );
}

function Waiting() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack gap="3" role="status" aria-live="polite" data-testid="payment-waiting">
      <HStack gap="3">
        <Spinner size="sm" color="brand.500" />
        <Text fontWeight="semibold">{PAYMENTS_UI.waitingTitle}</Text>
      </HStack>
      <Text color="fg.muted">{slow ? PAYMENTS_UI.waitingLong : PAYMENTS_UI.waiting}</Text>
    </Stack>
  );
}

function Purchase({ payment }: { payment: Stored<PaymentDoc> }) {
  const tone = payment.status === 'succeeded' ? 'green' : payment.status === 'failed' ? 'red' : 'yellow';
  return (
    <Card.Root maxW="lg" data-testid="payment-recorded">
      <Card.Body>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{PAYMENTS_UI.purchase}</DataList.ItemLabel>
            <DataList.ItemValue>{payment.description}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{PAYMENTS_UI.amount}</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(payment.amountCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{PAYMENTS_UI.status}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={tone}>{PAYMENTS_UI.paymentStatus[payment.status]}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /payment/success?session_id=…: Stripe sends the browser here as soon as the customer paid, often
 * before its webhook reached us. The page listens for the payment the webhook records and shows
 * it; until then it says it is confirming, and after a while that the wait is longer than usual.
 */
export function PaymentSuccessView({ sessionId }: { sessionId: string | null }) {
  const { billing } = useRepositories();
  const subscribe = useCallback(
    (listener: Listener<Stored<PaymentDoc> | null>) =>
      sessionId ? billing.watchCheckoutPayment(sessionId, listener) : () => undefined,
    [billing, sessionId],
  );
  const state = useLive(subscribe);
  if (!sessionId)
    return (
      <Box>
        <ScreenHeading>{PAYMENTS_UI.successTitle}</ScreenHeading>
        <EmptyState
          title={PAYMENTS_UI.noSession}
          action={{ label: PAYMENTS_UI.toDashboard, to: '/dashboard' }}
        />
      </Box>
    );
  return (
    <Box>
      <ScreenHeading>{PAYMENTS_UI.successTitle}</ScreenHeading>
      {state.status === 'error' ? <FormAlert message={state.error.message} /> : null}
      {state.status === 'ready' && state.data ? <Purchase payment={state.data} /> : null}
      {state.status === 'loading' || (state.status === 'ready' && !state.data) ? <Waiting /> : null}
      <NextSteps />
    </Box>
  );
}
