import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { REPORTS_MESSAGES, formatCents, netProfitColor, type PeriodSummary } from '@haulbooks/domain';
import { REPORTS_UI } from '../messages';

const MILES = new Intl.NumberFormat('en-US');

/** The four Reports and Analytics cards: revenue, expenses, net profit (green/red) and miles. */
export function PeriodSummaryCards({ summary }: { summary: PeriodSummary | null }) {
  const tone = summary ? netProfitColor(summary.netCents) : null;
  const cards = [
    {
      key: 'revenue',
      label: REPORTS_MESSAGES.cards.revenue,
      value: summary && formatCents(summary.revenueCents),
    },
    {
      key: 'expenses',
      label: REPORTS_MESSAGES.cards.expenses,
      value: summary && formatCents(summary.expensesCents),
    },
    { key: 'net', label: REPORTS_MESSAGES.cards.net, value: summary && formatCents(summary.netCents) },
    { key: 'miles', label: REPORTS_MESSAGES.cards.miles, value: summary && MILES.format(summary.miles) },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="6">
      {cards.map((card) => (
        <Card.Root key={card.key} size="sm" data-testid={`report-card-${card.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              {card.value === null ? (
                <Skeleton height="8" width="32" mt="1" data-testid="report-skeleton" />
              ) : (
                <Stat.ValueText
                  fontVariantNumeric="tabular-nums"
                  color={card.key === 'net' ? (tone === 'green' ? 'green.600' : 'red.600') : undefined}
                  data-tone={card.key === 'net' ? tone : undefined}
                >
                  {card.value}
                </Stat.ValueText>
              )}
              {card.key === 'miles' && summary ? (
                <Stat.HelpText>
                  {summary.profitPerMileCents === null
                    ? REPORTS_UI.noMiles
                    : REPORTS_UI.perMile(formatCents(summary.profitPerMileCents))}
                </Stat.HelpText>
              ) : null}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
