import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { HELP_MESSAGES, helpTutorial } from '@haulbooks/domain';
import { EmptyState, ScreenHeading } from '../../../components';
import { HelpBackLink } from '../components/help-back-link';

/** One tutorial (/tutorials/:id): numbered steps, each with a link to the screen it happens on. */
export function TutorialPage() {
  const tutorial = helpTutorial(useParams().id);
  return (
    <>
      <HelpBackLink to="/tutorials" label={HELP_MESSAGES.viewAllTutorials} />
      {tutorial ? (
        <>
          <ScreenHeading>{tutorial.title}</ScreenHeading>
          <Text color="fg.muted" mb="6">
            {tutorial.summary}
          </Text>
          <Heading as="h2" size="md" mb="3">
            {HELP_MESSAGES.steps}
          </Heading>
          <List.Root as="ol" gap="4" ps="5" maxW="3xl">
            {tutorial.steps.map((step) => (
              <List.Item key={step.text}>
                <Stack gap="1" align="start">
                  <Text>{step.text}</Text>
                  {step.link ? (
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={step.link.to}>{step.link.label}</RouterLink>
                    </Button>
                  ) : null}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </>
      ) : (
        <EmptyState
          title={HELP_MESSAGES.notFound}
          action={{ label: HELP_MESSAGES.backToHelp, to: '/help' }}
        />
      )}
    </>
  );
}

export { TutorialPage as Component };
