import { Box, Card, Flex, Heading, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCents, profitLossBreakdown, type ProfitLossStatement } from '@haulbooks/domain';
import { PROFIT_LOSS_UI } from '../messages';

/** Expenses by screen category (labels from domain), largest first, with each one's share. */
export function CategoryBreakdown({
  statement,
}: {
  statement: Pick<ProfitLossStatement, 'entity' | 'categories'> | null;
}) {
  const shares = statement ? profitLossBreakdown(statement) : [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {PROFIT_LOSS_UI.breakdownTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!statement ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="5" />
            ))}
          </Stack>
        ) : shares.length === 0 ? (
          <Text color="fg.muted" data-testid="breakdown-empty">
            {statement.entity ? PROFIT_LOSS_UI.breakdownPerEntity : PROFIT_LOSS_UI.breakdownEmpty}
          </Text>
        ) : (
          <Stack as="ul" gap="3" aria-label={PROFIT_LOSS_UI.breakdownTitle} listStyleType="none">
            {shares.map((share) => (
              <Box as="li" key={share.category}>
                <Flex justify="space-between" gap="3">
                  <Text>{share.label}</Text>
                  <Text fontVariantNumeric="tabular-nums">
                    {formatCents(share.amountCents)}{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      ({share.percent.toFixed(1)}%)
                    </Text>
                  </Text>
                </Flex>
                <Progress.Root value={share.percent} size="xs" colorPalette="brand" mt="1">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
