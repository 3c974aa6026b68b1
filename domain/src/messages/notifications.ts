/** The header bell's notifications that functions write (customer-app.md §2, Customer layout). */
export const NOTIFICATION_MESSAGES = {
  uploadProcessed: 'Document processed',
  uploadProcessedBody: (fileName: string) => `${fileName} was read and added to your books.`,
  uploadNeedsReview: 'Document needs your review',
  uploadNeedsReviewBody: (fileName: string) =>
    `${fileName} was read, but some figures are uncertain. Check them in Settlements.`,
  uploadFailed: 'Document could not be read',
  uploadFailedBody: (fileName: string, reason: string | undefined) =>
    `${fileName} could not be read${reason ? `: ${reason}` : '.'} Upload it again or enter it by hand.`,
  maintenanceDueSoon: (service: string) => `Maintenance due soon: ${service}`,
  maintenanceOverdue: (service: string) => `Maintenance overdue: ${service}`,
  maintenanceTruck: (unit: string) => `Truck ${unit}`,
  maintenanceDueDate: (date: string) => `due ${date}`,
  maintenanceDueOdometer: (miles: string) => `due at ${miles} miles`,
  maintenanceOdometerNow: (miles: string) => `odometer ${miles} miles`,
  largeExpense: (label: string, amount: string) => `Unusually large expense: ${label} ${amount}`,
  largeExpenseBody: (description: string, date: string, factor: number, label: string, median: string) =>
    `${description} on ${date} is more than ${factor} times your usual ${label} expense (${median}). Check that the amount is right.`,
} as const;
