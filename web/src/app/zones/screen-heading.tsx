import { Heading } from '@chakra-ui/react';

/** The page title of a customer or admin screen, one h1 per screen. */
export function ScreenHeading({ children }: { children: string }) {
  return (
    <Heading as="h1" size="2xl" mb="6">
      {children}
    </Heading>
  );
}
