import type { ReactNode } from 'react';
import { Box, Card, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_UI } from '@haulbooks/domain';
import { config } from '../../../lib/config';

/** The narrow centred card of the sign-in screens, with Admin Login, Privacy and Terms links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="gray.50">
      <Box as="header" borderBottomWidth="1px" bg="white">
        <Container maxWidth="5xl" py="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <Link
              asChild
              fontWeight="bold"
              fontSize="lg"
              color="brand.700"
              _hover={{ textDecoration: 'none' }}
            >
              <RouterLink to="/">{config.productName}</RouterLink>
            </Link>
            <HStack as="nav" gap="4" fontSize="sm" aria-label={config.productName}>
              <Link asChild color="gray.600">
                <RouterLink to="/admin">{AUTH_UI.adminLoginLink}</RouterLink>
              </Link>
              <Link asChild color="gray.600">
                <RouterLink to="/privacy">{AUTH_UI.privacyLink}</RouterLink>
              </Link>
              <Link asChild color="gray.600">
                <RouterLink to="/terms">{AUTH_UI.termsLink}</RouterLink>
              </Link>
            </HStack>
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
        <Card.Root width="full" maxWidth="md" variant="elevated">
          <Card.Body p={{ base: '5', sm: '8' }}>{children}</Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}

/** A router link styled as a text link inside the auth card. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.600" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
