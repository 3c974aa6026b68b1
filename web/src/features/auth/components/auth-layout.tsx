import type { ReactNode } from 'react';
import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_UI } from '@haulbooks/domain';
import { CenteredCardLayout } from '../../../components';
import { config } from '../../../lib/config';

/** The narrow centred card of the sign-in screens, with Admin Login, Privacy and Terms links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <CenteredCardLayout
      nav={
        <HStack as="nav" gap="4" fontSize="sm" aria-label={config.productName}>
          <Link asChild color="fg.muted">
            <RouterLink to="/admin">{AUTH_UI.adminLoginLink}</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/privacy">{AUTH_UI.privacyLink}</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/terms">{AUTH_UI.termsLink}</RouterLink>
          </Link>
        </HStack>
      }
    >
      {children}
    </CenteredCardLayout>
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
