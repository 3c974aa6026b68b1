import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { HELP_MESSAGES, HELP_TUTORIALS } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { HelpBackLink } from '../components/help-back-link';

/** Every tutorial (/tutorials). */
export function TutorialsPage() {
  return (
    <>
      <HelpBackLink to="/help" label={HELP_MESSAGES.backToHelp} />
      <ScreenHeading>{HELP_MESSAGES.tutorials}</ScreenHeading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        {HELP_TUTORIALS.map((tutorial) => (
          <Card.Root key={tutorial.id} size="sm">
            <Card.Body>
              <Link asChild fontWeight="semibold" color="brand.600">
                <RouterLink to={`/tutorials/${tutorial.id}`}>{tutorial.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {tutorial.summary} · {tutorial.steps.length} steps
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}

export { TutorialsPage as Component };
