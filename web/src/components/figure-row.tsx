import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';

export interface Figure {
  key: string;
  label: string;
  /** null while loading. */
  value: string | null;
  /** A line under the value, e.g. the change against the last period. */
  note?: string;
}

/** A row of labelled figures above a report's tables (customer reports and the admin's). */
export function FigureRow({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: figures.length > 3 ? 4 : figures.length }} gap="4" mb="6">
      {figures.map((figure) => (
        <Card.Root key={figure.key} size="sm" data-testid={`figure-${figure.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{figure.label}</Stat.Label>
              {figure.value === null ? (
                <Skeleton height="8" width="32" mt="1" data-testid="figure-skeleton" />
              ) : (
                <Stat.ValueText fontVariantNumeric="tabular-nums">{figure.value}</Stat.ValueText>
              )}
              {figure.note && figure.value !== null ? <Stat.HelpText>{figure.note}</Stat.HelpText> : null}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
