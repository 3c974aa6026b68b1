import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADDONS, PLANS, SERVICES, STRIPE_TEST_CARD } from '@haulbooks/domain';
import { FormAlert, ScreenHeading } from '../../../components';
import type { PaymentsApi } from '../api/payments-api';
import { addonItem, planItem, serviceItem, type CheckoutItem } from '../api/checkout-items';
import { PAYMENTS_UI } from '../messages';
import { countResults, useCheckout, type CheckoutResult } from './use-checkout';

function ResultLine({ result }: { result: CheckoutResult | undefined }) {
  if (!result) return null;
  if (result.status === 'pending') return <Badge colorPalette="yellow">{PAYMENTS_UI.resultPending}</Badge>;
  if (result.status === 'error')
    return (
      <Text color="red.600" fontSize="sm" role="status">
        {result.message}
      </Text>
    );
  return (
    <HStack gap="2">
      <Badge colorPalette="green">{PAYMENTS_UI.resultSuccess}</Badge>
      <Link href={result.url} fontSize="sm" color="brand.600">
        {PAYMENTS_UI.openCheckout}
      </Link>
    </HStack>
  );
}

function TestButton({
  item,
  label,
  onRun,
  result,
}: {
  item: CheckoutItem;
  label: string;
  onRun: (item: CheckoutItem) => void;
  result: CheckoutResult | undefined;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      loading={result?.status === 'pending'}
      onClick={() => onRun(item)}
      aria-label={`${label}: ${item.name}`}
    >
      {label}
    </Button>
  );
}

/**
 * /test/stripe (customer-app.md §2): every plan with Monthly Test and Yearly Test, services and
 * add-ons with Test Checkout, a results summary and the test-card instructions. A successful test
 * links to its Checkout page instead of leaving, so several can be run in a row.
 */
export function TestStripeView({
  api,
  origin,
  signedIn,
}: {
  api: PaymentsApi;
  origin: string;
  signedIn: boolean;
}) {
  const { results, start } = useCheckout(api, { redirect: false });
  const run = (item: CheckoutItem) => void start(item);
  const counts = countResults(results);
  const { perMonth, perYear, oneTime } = PAYMENTS_UI;
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 8 }} py="8">
      <ScreenHeading description={PAYMENTS_UI.testIntro}>{PAYMENTS_UI.testTitle}</ScreenHeading>
      {signedIn ? null : (
        <Stack mb="6">
          <FormAlert status="info" message={PAYMENTS_UI.signInFirst} />
          <Link asChild color="brand.600">
            <RouterLink to="/login">{PAYMENTS_UI.signIn}</RouterLink>
          </Link>
        </Stack>
      )}
      <Stack gap="8">
        <section aria-labelledby="plans-heading">
          <Heading id="plans-heading" as="h2" size="lg" mb="3">
            {PAYMENTS_UI.plansHeading}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {PLANS.map((plan) => {
              const monthly = planItem(plan.id, 'monthly', origin, perMonth, perYear);
              const yearly = planItem(plan.id, 'yearly', origin, perMonth, perYear);
              return (
                <Card.Root key={plan.id} data-testid={`plan-${plan.id}`}>
                  <Card.Body gap="2">
                    <Heading as="h3" size="md">
                      {plan.name}
                    </Heading>
                    <Text>{monthly.price}</Text>
                    <Text color="fg.muted">{yearly.price}</Text>
                    <HStack gap="2" mt="2">
                      <TestButton
                        item={monthly}
                        label={PAYMENTS_UI.monthlyTest}
                        onRun={run}
                        result={results[monthly.key]}
                      />
                      <TestButton
                        item={yearly}
                        label={PAYMENTS_UI.yearlyTest}
                        onRun={run}
                        result={results[yearly.key]}
                      />
                    </HStack>
                    <ResultLine result={results[monthly.key]} />
                    <ResultLine result={results[yearly.key]} />
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </section>
        {(
          [
            [
              'services',
              PAYMENTS_UI.servicesHeading,
              SERVICES.map((s) => serviceItem(s.id, origin, oneTime)),
            ],
            ['addons', PAYMENTS_UI.addonsHeading, ADDONS.map((a) => addonItem(a.id, origin, perMonth))],
          ] as const
        ).map(([id, heading, items]) => (
          <section key={id} aria-labelledby={`${id}-heading`}>
            <Heading id={`${id}-heading`} as="h2" size="lg" mb="3">
              {heading}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {items.map((item) => (
                <Card.Root key={item.key} data-testid={item.key}>
                  <Card.Body gap="2">
                    <Heading as="h3" size="md">
                      {item.name}
                    </Heading>
                    <Text>{item.price}</Text>
                    <Box>
                      <TestButton
                        item={item}
                        label={PAYMENTS_UI.testCheckout}
                        onRun={run}
                        result={results[item.key]}
                      />
                    </Box>
                    <ResultLine result={results[item.key]} />
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </section>
        ))}
        <section aria-labelledby="results-heading">
          <Heading id="results-heading" as="h2" size="lg" mb="3">
            {PAYMENTS_UI.resultsHeading}
          </Heading>
          <SimpleGrid columns={3} gap="4" maxW="xl" data-testid="results-summary">
            {(
              [
                [PAYMENTS_UI.successful, counts.successful],
                [PAYMENTS_UI.failed, counts.failed],
                [PAYMENTS_UI.pending, counts.pending],
              ] as const
            ).map(([label, value]) => (
              <Stat.Root key={label}>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText data-testid={`count-${label.toLowerCase()}`}>{value}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="instructions-heading">
          <Heading id="instructions-heading" as="h2" size="lg" mb="2">
            {PAYMENTS_UI.instructionsHeading}
          </Heading>
          <Text>{PAYMENTS_UI.instructions(STRIPE_TEST_CARD)}</Text>
        </section>
      </Stack>
    </Box>
  );
}
