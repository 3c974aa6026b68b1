/**
 * Web-only UI strings of the shared code (web/src/components and web/src/lib).
 *
 * Where a string lives:
 * - spec texts, validation and business messages, and anything functions or tests outside web
 *   also need: domain/src/messages (AUTH_UI, SHELL_MESSAGES, SCREEN_TITLES, …);
 * - web-only strings of one feature: that feature's `messages.ts` (features/<name>/messages.ts);
 * - web-only strings of shared components and lib: here.
 * Screens and their tests import the same constant, never a copy of the text.
 */
/** The product's tagline (home page title). Apart from UI_STRINGS: the landing page needs only this. */
export const TAGLINE = 'Bookkeeping for Trucking';

export const UI_STRINGS = {
  cancel: 'Cancel',
  confirm: 'Confirm',
  previousPage: 'Previous',
  nextPage: 'Next',
  pagination: 'Pagination',
  selectAllRows: 'Select all rows',
  selectRow: 'Select row',
  loading: 'Loading…',
  showingRange: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total}`,
  rowActions: (row: string) => `Actions for ${row}`,
  viewDetails: 'View Details',
  edit: 'Edit',
  delete: 'Delete',
} as const;
