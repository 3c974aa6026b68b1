import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { REPORT_CARDS } from '@haulbooks/domain';
import { REPORTS_UI } from '../messages';

/** The six reports of the spec, each a card that opens its screen. */
export function ReportCards() {
  return (
    <section aria-labelledby="report-cards-title">
      <Heading as="h2" size="md" mb="3" id="report-cards-title">
        {REPORTS_UI.reportCardsTitle}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" mb="6">
        {REPORT_CARDS.map((card) => (
          <Card.Root key={card.id} size="sm" data-testid={`report-${card.id}`}>
            <Card.Header>
              <Heading as="h3" size="sm">
                {card.title}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Text color="fg.muted" fontSize="sm">
                {card.description}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button
                asChild
                size="sm"
                variant="outline"
                aria-label={`${REPORTS_UI.openReport}: ${card.title}`}
              >
                <RouterLink to={card.path}>{REPORTS_UI.openReport}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </section>
  );
}
