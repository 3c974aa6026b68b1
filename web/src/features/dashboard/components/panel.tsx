import type { ReactNode } from 'react';
import { Card, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';

/** A titled dashboard card; `actions` sit right of the title (a range select). */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** What a panel shows while its data loads. */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="2" data-testid="panel-loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="6" />
      ))}
    </Stack>
  );
}
