import { useParams } from 'react-router-dom';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { HELP_MESSAGES, helpGuide } from '@haulbooks/domain';
import { EmptyState, ScreenHeading } from '../../../components';
import { HelpBackLink } from '../components/help-back-link';

/** A Quick Start guide (/docs/:topic). */
export function GuidePage() {
  const guide = helpGuide(useParams().topic);
  return (
    <>
      <HelpBackLink to="/help" label={HELP_MESSAGES.backToHelp} />
      {guide ? (
        <>
          <ScreenHeading>{guide.title}</ScreenHeading>
          <Text color="fg.muted" mb="6">
            {guide.summary}
          </Text>
          <Stack gap="5" maxW="3xl">
            {guide.sections.map((section) => (
              <Box as="section" key={section.heading}>
                <Heading as="h2" size="md" mb="1">
                  {section.heading}
                </Heading>
                <Text>{section.body}</Text>
              </Box>
            ))}
          </Stack>
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

export { GuidePage as Component };
