import { Card, Heading, List } from '@chakra-ui/react';
import { REPORT_TIPS } from '@haulbooks/domain';
import { REPORTS_UI } from '../messages';

/** The three tips under Recent Reports. */
export function ReportTips() {
  return (
    <Card.Root size="sm" variant="subtle">
      <Card.Header>
        <Heading as="h2" size="sm">
          {REPORTS_UI.tipsTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root gap="1" ps="4">
          {REPORT_TIPS.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
