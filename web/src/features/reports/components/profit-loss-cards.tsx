import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatCents, netProfitColor, type ProfitLossStatement } from '@haulbooks/domain';
import { PROFIT_LOSS_UI } from '../messages';

/** "Nov 23, 2026, 3:30 AM" in the profile's time zone, or a note that nothing is booked yet. */
export function lastUpdatedText(statement: Pick<ProfitLossStatement, 'lastUpdated' | 'timeZone'>): string {
  if (!statement.lastUpdated) return PROFIT_LOSS_UI.neverUpdated;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: statement.timeZone,
  }).format(new Date(statement.lastUpdated));
}

/** Total Revenue, Total Expenses, Net Profit (green at zero or above, else red) and Last updated. */
export function ProfitLossCards({ statement }: { statement: ProfitLossStatement | null }) {
  const tone = statement ? netProfitColor(statement.netProfit) : null;
  const cards = [
    { key: 'revenue', label: PROFIT_LOSS_UI.cards.revenue, value: statement?.totalRevenue },
    { key: 'expenses', label: PROFIT_LOSS_UI.cards.expenses, value: statement?.totalExpenses },
    { key: 'net', label: PROFIT_LOSS_UI.cards.net, value: statement?.netProfit },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="6">
      {cards.map((card) => (
        <Card.Root key={card.key} size="sm" data-testid={`pnl-${card.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              {card.value === undefined ? (
                <Skeleton height="8" width="32" mt="1" data-testid="pnl-skeleton" />
              ) : (
                <Stat.ValueText
                  fontVariantNumeric="tabular-nums"
                  color={card.key === 'net' ? (tone === 'green' ? 'green.600' : 'red.600') : undefined}
                  data-tone={card.key === 'net' ? tone : undefined}
                >
                  {formatCents(card.value)}
                </Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
      <Card.Root size="sm" data-testid="pnl-updated">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{PROFIT_LOSS_UI.lastUpdated}</Stat.Label>
            {statement ? (
              <Stat.ValueText fontSize="md">{lastUpdatedText(statement)}</Stat.ValueText>
            ) : (
              <Skeleton height="6" width="40" mt="1" />
            )}
          </Stat.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
