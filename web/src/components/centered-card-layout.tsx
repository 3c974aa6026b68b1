import type { ReactNode } from 'react';
import { Box, Card, Container, Flex } from '@chakra-ui/react';
import { sizes } from '../lib/design-tokens';
import { BrandLogo } from './brand-logo';

export interface CenteredCardLayoutProps {
  /** Links on the right of the header. */
  nav?: ReactNode;
  /** A label beside the logo (the admin sign-in shows "Admin"). */
  badge?: ReactNode;
  /** The card's width: md for the customer forms, sm for the admin sign-in. */
  size?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A white header with the logo over a tinted page with one centred card: the sign-in,
 * registration, password reset and administrator sign-in screens.
 */
export function CenteredCardLayout({ nav, badge, size = 'md', children }: CenteredCardLayoutProps) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxWidth={sizes.container} px="5" py="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap" minHeight="10">
            <BrandLogo to="/" badge={badge} />
            {nav}
          </Flex>
        </Container>
      </Box>
      <Flex
        as="main"
        flex="1"
        align={{ base: 'flex-start', sm: 'center' }}
        justify="center"
        px="4"
        py={{ base: '6', sm: '10' }}
      >
        <Card.Root width="full" maxWidth={size} variant="elevated" boxShadow="card">
          <Card.Body p={{ base: '5', sm: '8' }}>{children}</Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
