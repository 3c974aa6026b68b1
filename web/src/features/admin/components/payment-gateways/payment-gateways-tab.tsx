import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  HStack,
  Heading,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  GATEWAY_ENVIRONMENTS,
  GATEWAY_MESSAGES,
  HANDLED_STRIPE_EVENTS,
  paymentGatewaySchema,
  validateInOrder,
  type CallableResult,
  type GatewayEnvironment,
} from '@haulbooks/domain';
import { FormAlert } from '../../../../components';
import { notify } from '../../../../lib/toaster';
import type { GatewayApi } from '../../api/payment-gateway-api';
import { GATEWAY_UI } from './messages';

type View = CallableResult<'getPaymentGateway'>;
type TestResult = CallableResult<'testStripeConnection'>;
type Busy = 'save' | 'test' | 'products' | null;

function serverText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

const TONE = { success: 'green', error: 'red', not_tested: 'gray' } as const;

function TestLines({ result }: { result: TestResult | null }) {
  const lines =
    result ?? ({ connection: 'not_tested', products: 'not_tested', webhooks: 'not_tested' } as const);
  return (
    <Card.Root data-testid="connection-test">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {GATEWAY_UI.resultHeading}
        </Heading>
        {(['connection', 'products', 'webhooks'] as const).map((line) => (
          <HStack key={line} justify="space-between" maxW="sm" data-testid={`line-${line}`}>
            <Text>{GATEWAY_UI.lines[line]}</Text>
            <Badge colorPalette={TONE[lines[line]]}>{GATEWAY_UI.status[lines[line]]}</Badge>
          </HStack>
        ))}
        {result?.success ? (
          <Text color="fg.muted">{GATEWAY_UI.counts(result.productsCount, result.webhooksCount)}</Text>
        ) : null}
        {result?.error ? <Text color="red.600">{result.error}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Admin settings › Payment Gateways (admin-area.md §2, §5, §7, §8): the Stripe keys, saved through
 * an admin-only callable into a document no client can read and shown only masked (first 8,
 * last 4); Test Connection; Create Products; the webhook endpoint to register with Stripe.
 */
export function PaymentGatewaysTab({ api, origin }: { api: GatewayApi; origin: string }) {
  const [view, setView] = useState<View | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState({
    publishableKey: '',
    secretKey: '',
    webhookSecret: '',
    environment: 'sandbox' as GatewayEnvironment,
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [test, setTest] = useState<TestResult | null>(null);

  useEffect(() => {
    let live = true;
    api.load().then(
      (loaded) => {
        if (!live) return;
        setView(loaded);
        setForm((current) => ({ ...current, environment: loaded.environment }));
      },
      () => live && setLoadError(GATEWAY_MESSAGES.loadFailed),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const save = async () => {
    const checked = validateInOrder(paymentGatewaySchema, form);
    if (!checked.ok) {
      setMessage(checked.firstError);
      return;
    }
    setMessage(null);
    setBusy('save');
    try {
      setView(await api.save(checked.value));
      setForm((current) => ({ ...current, publishableKey: '', secretKey: '', webhookSecret: '' }));
      notify.success({ title: GATEWAY_MESSAGES.saved });
    } catch (error) {
      const text = serverText(error, GATEWAY_MESSAGES.saveFailed);
      setMessage(text);
      notify.error({ title: GATEWAY_MESSAGES.saveFailed, description: text });
    } finally {
      setBusy(null);
    }
  };

  const runTest = async () => {
    if (!form.secretKey.trim() && !view?.configured) {
      setMessage(GATEWAY_MESSAGES.secretFirst);
      return;
    }
    setMessage(null);
    setBusy('test');
    try {
      const result = await api.test({ secretKey: form.secretKey.trim(), environment: form.environment });
      setTest(result);
      if (!result.success)
        notify.error({ title: GATEWAY_MESSAGES.testFailed, description: result.error ?? undefined });
      else {
        notify.success({ title: GATEWAY_MESSAGES.testCompleted });
        if (result.productsCount === 0) notify.warning({ title: GATEWAY_MESSAGES.noProducts });
      }
    } catch (error) {
      notify.error({
        title: GATEWAY_MESSAGES.testError,
        description: serverText(error, GATEWAY_MESSAGES.testFailed),
      });
    } finally {
      setBusy(null);
    }
  };

  const createProducts = async () => {
    if (!view?.configured) {
      setMessage(GATEWAY_MESSAGES.saveFirst);
      return;
    }
    setMessage(null);
    setBusy('products');
    try {
      await api.createProducts();
      setView({ ...view, productsReady: true });
      notify.success({ title: GATEWAY_MESSAGES.productsCreated });
    } catch (error) {
      notify.error({
        title: GATEWAY_MESSAGES.productsFailed,
        description: serverText(error, GATEWAY_MESSAGES.setupFailed),
      });
    } finally {
      setBusy(null);
    }
  };

  const saved = (masked: string | undefined) =>
    view?.configured && masked ? GATEWAY_UI.saved(masked) : GATEWAY_UI.notSaved;
  const endpoint = `${origin}${GATEWAY_MESSAGES.webhookPath}`;
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h2" size="lg">
        {GATEWAY_UI.heading}
      </Heading>
      <FormAlert message={loadError} />
      <FormAlert message={message} />
      <form
        aria-label={GATEWAY_UI.heading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{GATEWAY_UI.publishableKey}</Field.Label>
            <Input
              autoComplete="off"
              spellCheck={false}
              value={form.publishableKey}
              onChange={set('publishableKey')}
              placeholder="pk_test_…"
            />
            <Field.HelperText>{saved(view?.publishableKey)}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{GATEWAY_UI.secretKey}</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              value={form.secretKey}
              onChange={set('secretKey')}
              placeholder="sk_test_…"
            />
            <Field.HelperText>
              {saved(view?.secretKey)}. {GATEWAY_UI.secretHint}
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{GATEWAY_UI.webhookSecret}</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              value={form.webhookSecret}
              onChange={set('webhookSecret')}
              placeholder="whsec_…"
            />
            <Field.HelperText>
              {view?.webhookSecret
                ? `${GATEWAY_UI.saved(view.webhookSecret)}. ${GATEWAY_UI.keepWebhook}`
                : GATEWAY_UI.notSaved}
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{GATEWAY_UI.environment}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.environment} onChange={set('environment')}>
                {GATEWAY_ENVIRONMENTS.map((environment) => (
                  <option key={environment} value={environment}>
                    {GATEWAY_UI.environments[environment]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={busy === 'save'}>
              {GATEWAY_UI.save}
            </Button>
            <Button variant="outline" loading={busy === 'test'} onClick={() => void runTest()}>
              {GATEWAY_UI.testConnection}
            </Button>
            <Button variant="outline" loading={busy === 'products'} onClick={() => void createProducts()}>
              {GATEWAY_UI.createProducts}
            </Button>
          </HStack>
          {view?.configured ? (
            <Text color={view.productsReady ? 'fg.muted' : 'orange.600'}>
              {view.productsReady ? GATEWAY_UI.productsReady : GATEWAY_UI.productsMissing}
            </Text>
          ) : null}
        </Stack>
      </form>
      <TestLines result={test} />
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {GATEWAY_UI.instructionsHeading}
        </Heading>
        <Text mb="2">{GATEWAY_UI.instructions}</Text>
        <Text>
          {GATEWAY_UI.endpoint}: <Code data-testid="webhook-endpoint">{endpoint}</Code>
        </Text>
        <Text mt="2">{GATEWAY_UI.events}:</Text>
        <List.Root ps="5">
          {HANDLED_STRIPE_EVENTS.map((type) => (
            <List.Item key={type}>
              <Code>{type}</Code>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
