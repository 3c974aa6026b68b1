/**
 * Expenses screen labels. Validation, result and confirmation texts (EXPENSE_MESSAGES) live in
 * domain, beside the rules they describe.
 */
import { UI_STRINGS } from '../../lib/strings';
export const EXPENSES_UI = {
  addExpense: 'Add Expense',
  scanReceipt: 'Scan Receipt',
  scanReceiptHint:
    'Take or choose a photo of a receipt: we read it into a new expense, with the image attached.',
  scan: {
    reading: 'Reading the receipt…',
    failed: 'The receipt could not be read. Try another photo, or add the expense by hand.',
    checkAmount: 'No total could be read from the receipt: enter the amount.',
    fuelNote: (details: string) => `Fuel: ${details}`,
    attached: (amount: string, date: string) =>
      `This fuel purchase (${amount}) is already in your books from your settlement of ${date}: the receipt was attached to it.`,
    receiptAttached: 'Receipt image attached',
  },
  readOnlyNotice: 'You are viewing this account read-only: expenses cannot be added, changed or deleted.',
  cards: {
    total: 'Total Expenses',
    taxDeductible: 'Tax Deductible',
    thisMonth: 'This Month',
    yearToDate: (year: number) => `Year to date, ${year}`,
    thisMonthCount: (count: number) =>
      count === 1 ? 'expense dated this month' : 'expenses dated this month',
  },
  searchLabel: 'Search expenses',
  searchPlaceholder: 'Search description or notes',
  categoryFilterLabel: 'Filter by category',
  allCategories: 'All Categories',
  clearFilters: 'Clear filters',
  searchWindowNote: (window: number) =>
    `Search looks through your ${window} most recent expenses in this category. Choose a category to search further back.`,
  tableLabel: 'Expenses',
  columns: {
    date: 'Date',
    description: 'Description',
    category: 'Category',
    amount: 'Amount',
    taxDeductible: 'Tax Deductible',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  // The row menu's texts are the shared RowActionsMenu's.
  rowActions: UI_STRINGS.rowActions,
  viewDetails: UI_STRINGS.viewDetails,
  edit: UI_STRINGS.edit,
  delete: UI_STRINGS.delete,
  deleteSelected: (n: number) => `Delete Selected (${n})`,
  pageSize: 'Rows per page',
  emptyFirstUseText:
    'Record fuel, repairs, tolls and every other cost of the road to see where the money goes.',
  emptyFilteredText: 'Try another search or category.',
  confirmDeleteTitle: 'Delete expense',
  confirmDeleteManyTitle: 'Delete expenses',
  dialog: {
    addTitle: 'Add New Expense',
    editTitle: 'Edit Expense',
    description: 'Description',
    amount: 'Amount ($)',
    category: 'Category',
    paymentMethod: 'Payment Method',
    date: 'Date',
    notes: 'Notes',
    taxDeductible: 'Tax deductible',
    recurring: 'Recurring (repeats monthly on the same day)',
    recurringHelp: 'The next month’s copy is added on its date; turn this off on the newest copy to stop.',
    cancel: 'Cancel',
    submitAdd: 'Add Expense',
    submitEdit: 'Save Changes',
    saving: 'Saving…',
  },
  details: {
    title: 'Expense Details',
    paymentMethod: 'Payment method',
    notes: 'Notes',
    noNotes: 'No notes',
    recurring: 'Recurring',
    added: 'Added',
    updated: 'Last changed',
    close: 'Close',
  },
} as const;
