/**
 * Web-only strings of the admin area. The spec's texts (titles, menu, messages) stay in domain
 * (ADMIN_SHELL_MESSAGES, ADMIN_SCREEN_TITLES, ADMIN_AUTH_MESSAGES, …).
 */
export const ADMIN_UI = {
  /** The badge next to the logo that tells staff they are in the back office. */
  badge: 'Admin',
} as const;
