/**
 * Web-only strings of the customer shell (the spec's wording, customer-app.md §2 "Customer
 * layout" and admin-area.md §4). Navigation, menu and role texts stay in domain (SHELL_MESSAGES).
 */
export const CUSTOMER_SHELL_UI = {
  viewingClientBanner: 'You are viewing a client account as an administrator',
  returnToAdmin: 'Return to Admin',
} as const;
