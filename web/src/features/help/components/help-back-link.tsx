import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';

/** "← Back to …" at the top of a help screen. */
export function HelpBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild color="brand.600" fontSize="sm" mb="2">
      <RouterLink to={to}>← {label}</RouterLink>
    </Link>
  );
}
