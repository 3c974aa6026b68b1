import type { ReactNode } from 'react';
import { Box, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '../lib/page-title';

export interface ScreenHeadingProps {
  /** The screen's title: the h1, and `<title> · Haulbooks` in the browser tab. */
  children: string;
  /** A line under the title (a greeting, what the screen is for). */
  description?: ReactNode;
  /** Buttons on the right (stacked below the title on narrow screens). */
  actions?: ReactNode;
  /** A different browser tab title, when the h1 is not the best one. */
  pageTitle?: string;
}

/** The title of a customer or admin screen: one h1 per screen, and the document title. */
export function ScreenHeading({ children, description, actions, pageTitle }: ScreenHeadingProps) {
  usePageTitle(pageTitle ?? children);
  return (
    <Flex
      mb="6"
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      justify="space-between"
    >
      <Box>
        <Heading as="h1" size="2xl" color="brand.700">
          {children}
        </Heading>
        {description ? (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
