/** Exact strings of the expenses and settlements screens (customer-app.md §5, §8). */
export const EXPENSE_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: 'An expense cannot be more than $10,000,000.00',
  invalidCategory: 'Choose a category from the list',
  invalidPaymentMethod: 'Choose a payment method from the list',
  invalidDate: 'Enter a real date',
  descriptionTooLong: 'The description must be at most 200 characters',
  notesTooLong: 'Notes must be at most 1000 characters',
  loadFailed: 'Failed to load expenses',
  addFailed: 'Failed to add expense',
  added: 'Expense added successfully',
  deleted: 'Expense deleted successfully',
  emptyFirstUse: 'No expenses found',
  emptyFiltered: 'No expenses match your filters',
  confirmDeleteOne: 'Are you sure you want to delete this expense?',
  updated: 'Expense updated successfully',
  updateFailed: 'Failed to update expense',
  deleteFailed: 'Failed to delete expense',
} as const;

export function confirmDeleteExpenses(n: number): string {
  return `Are you sure you want to delete ${n} expense(s)?`;
}
export function expensesDeleted(n: number): string {
  return `${n} expense(s) deleted successfully`;
}
/** A bulk delete of which only some went through; the rest stay listed. */
export function expensesDeletePartlyFailed(failed: number, total: number): string {
  return `${failed} of ${total} expense(s) could not be deleted`;
}

export const SETTLEMENT_MESSAGES = {
  brokerRequired: 'Enter the broker or carrier name',
  dateRequired: 'Enter the settlement date',
  invalidDate: 'Enter a real date',
  grossRequired: 'Enter the gross amount',
  netRequired: 'Enter the net amount',
  amountWholeCents: 'Amounts must be whole cents',
  amountNotNegative: 'Amounts cannot be negative',
  milesInvalid: 'Miles must be a whole number, zero or more',
  invalidStatus: 'Status must be processed, pending or error',
  deductionLabelRequired: 'Each deduction needs a description',
  tripTooLong: 'The trip number must be at most 40 characters',
  brokerTooLong: 'The broker name must be at most 120 characters',
  amountTooLarge: 'A settlement amount cannot be more than $10,000,000.00',
  loadFailed: 'Failed to load settlements',
  notFound: 'This settlement does not exist or was deleted.',
  created: 'Settlement added successfully',
  saved: 'Settlement saved successfully',
  saveFailed: 'Failed to save settlement',
  deleteFailed: 'Failed to delete settlement',
  emptyFirstUse: 'No settlements yet',
  emptyFiltered: 'No settlements match your filters',
  deleted: 'Settlement deleted successfully',
  confirmDeleteOne: 'Are you sure you want to delete this settlement?',
  viewing: 'Viewing settlement details',
  editing: 'Editing settlement',
  processFailed: 'Failed to process settlements. Please try again.',
  uploadWrongType: 'Please upload PDF, image, CSV or Excel files only',
  uploadNone: 'Please select files to upload',
  cameraFound: 'Successfully extracted payroll information',
  cameraNotFound: 'Could not find payroll information in the image',
  cameraFailed: 'Failed to process the image',
} as const;

export function confirmDeleteSettlements(n: number): string {
  return `Are you sure you want to delete ${n} settlement(s)?`;
}
export function settlementsDeleted(n: number): string {
  return `${n} settlement(s) deleted successfully`;
}
/** A bulk delete in which some deletes failed: those rows stay in the list. */
export function settlementsDeleteFailed(failed: number, total: number): string {
  return `${failed} of ${total} settlement(s) could not be deleted`;
}
export function settlementsProcessed(succeeded: number, total: number): string {
  return succeeded === total
    ? `All ${total} settlements processed successfully!`
    : `${succeeded} out of ${total} settlements processed successfully`;
}
