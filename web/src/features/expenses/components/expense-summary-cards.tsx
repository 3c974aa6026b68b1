import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatCents, type ExpenseSummary } from '@haulbooks/domain';
import type { LiveState } from '../../../lib/data/use-live';
import { EXPENSES_UI } from '../messages';

/** Total Expenses and Tax Deductible (year to date), and how many expenses are dated this month. */
export function ExpenseSummaryCards({ summary }: { summary: LiveState<ExpenseSummary> }) {
  const data = summary.status === 'ready' ? summary.data : null;
  const cards = [
    {
      key: 'total',
      label: EXPENSES_UI.cards.total,
      value: data ? formatCents(data.totalCents) : null,
      help: data ? EXPENSES_UI.cards.yearToDate(data.year) : null,
    },
    {
      key: 'tax',
      label: EXPENSES_UI.cards.taxDeductible,
      value: data ? formatCents(data.taxDeductibleCents) : null,
      help: data ? EXPENSES_UI.cards.yearToDate(data.year) : null,
    },
    {
      key: 'month',
      label: EXPENSES_UI.cards.thisMonth,
      value: data ? String(data.thisMonthCount) : null,
      help: data ? EXPENSES_UI.cards.thisMonthCount(data.thisMonthCount) : null,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
      {cards.map((card) => (
        <Card.Root key={card.key} size="sm" data-testid={`summary-${card.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              {card.value === null ? (
                <Skeleton height="8" width="32" mt="1" />
              ) : (
                <Stat.ValueText>{card.value}</Stat.ValueText>
              )}
              {card.help ? <Stat.HelpText>{card.help}</Stat.HelpText> : null}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
