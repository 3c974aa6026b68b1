import { Card, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import {
  DASHBOARD_MESSAGES,
  dashboardCards,
  formatBusinessDate,
  formatCents,
  formatChange,
  type CardChange,
  type PeriodComparison,
} from '@haulbooks/domain';
import { DASHBOARD_UI } from '../messages';

/** Green when the change is good news: more income or profit, fewer expenses. */
function changeColor(change: CardChange, goodWhenUp: boolean): string {
  if (change.direction === 'flat') return 'fg.muted';
  return (change.direction === 'up') === goodWhenUp ? 'green.600' : 'red.600';
}

/** Total Income, Total Expenses and Net Profit of the period, each against the period before. */
export function SummaryCards({ comparison }: { comparison: PeriodComparison | null }) {
  const figures = comparison
    ? dashboardCards(
        { revenueCents: comparison.current.revenueCents, expensesCents: comparison.current.expensesCents },
        { revenueCents: comparison.before.revenueCents, expensesCents: comparison.before.expensesCents },
      )
    : null;
  const before = comparison
    ? DASHBOARD_UI.comparedWith(
        DASHBOARD_UI.periodRange(
          formatBusinessDate(comparison.previous.start),
          formatBusinessDate(comparison.previous.end),
        ),
      )
    : '';
  const cards = [
    {
      key: 'income',
      label: DASHBOARD_MESSAGES.cards.totalIncome,
      cents: figures?.incomeCents,
      change: figures?.income,
      goodWhenUp: true,
    },
    {
      key: 'expenses',
      label: DASHBOARD_MESSAGES.cards.totalExpenses,
      cents: figures?.expensesCents,
      change: figures?.expenses,
      goodWhenUp: false,
    },
    {
      key: 'net',
      label: DASHBOARD_MESSAGES.cards.netProfit,
      cents: figures?.netCents,
      change: figures?.net,
      goodWhenUp: true,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6" aria-busy={comparison === null}>
      {cards.map((card) => (
        <Card.Root key={card.key} size="sm" data-testid={`card-${card.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              {card.cents === undefined || !card.change ? (
                <Skeleton height="8" width="32" mt="1" />
              ) : (
                <>
                  <Stat.ValueText color={card.key === 'net' && card.cents < 0 ? 'red.600' : undefined}>
                    {formatCents(card.cents)}
                  </Stat.ValueText>
                  <Stat.HelpText>
                    <Text
                      as="span"
                      fontWeight="semibold"
                      color={changeColor(card.change, card.goodWhenUp)}
                      data-testid={`change-${card.key}`}
                      title={card.change.percent === null ? DASHBOARD_UI.noComparison : undefined}
                    >
                      {formatChange(card.change)}
                    </Text>{' '}
                    {before}
                  </Stat.HelpText>
                </>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
