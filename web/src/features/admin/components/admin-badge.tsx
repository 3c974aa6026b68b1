import { Badge } from '@chakra-ui/react';
import { ADMIN_UI } from '../messages';

/** The "Admin" badge beside the logo, in the amber accent of the admin sidebar. */
export function AdminBadge() {
  return (
    <Badge colorPalette="accent" variant="solid" size="sm" data-testid="admin-badge">
      {ADMIN_UI.badge}
    </Badge>
  );
}
