import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

/** A titled card holding one table of a report. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root mb="6">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
