import type { ReactNode } from 'react';
import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../lib/config';
import { LogoMark } from '../lib/logo';

export interface BrandLogoProps {
  /** Light text for navy backgrounds (the sidebars). */
  inverted?: boolean;
  /** Makes the logo a link (home, or the area's start page). */
  to?: string;
  /** A small label after the name, e.g. "Admin". */
  badge?: ReactNode;
}

/** The logo mark and the product name: the same pair as the public site's header. */
export function BrandLogo({ inverted = false, to, badge }: BrandLogoProps) {
  const content = (
    <HStack gap="2.5" data-testid="brand-logo">
      <LogoMark size={32} />
      <Text
        as="span"
        fontSize="xl"
        fontWeight="extrabold"
        letterSpacing="-0.01em"
        color={inverted ? 'white' : 'brand.700'}
      >
        {config.productName}
      </Text>
      {badge}
    </HStack>
  );
  if (!to) return content;
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} rounded="l2">
      <RouterLink to={to}>{content}</RouterLink>
    </Link>
  );
}
