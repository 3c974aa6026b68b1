/** Recent Activity items the functions write when the ledger changes (dashboard, customer-app.md). */
export const ACTIVITY_MESSAGES = {
  expenseRecorded: (label: string, amount: string) => `Expense recorded: ${label} ${amount}`,
  expenseDeleted: (label: string, amount: string) => `Expense deleted: ${label} ${amount}`,
  settlementAdded: (what: string) => `Settlement added: ${what}`,
  settlementDeleted: (what: string) => `Settlement deleted: ${what}`,
  /** What a settlement is called when it has neither broker nor file name yet. */
  untitledSettlement: 'Untitled settlement',
  onDate: (date: string) => `Dated ${date}`,
  settlementPending: 'Waiting for processing',
  settlementError: 'Could not be read; review it in Settlements',
} as const;
