/**
 * Web-only strings of the header bell (customer-app.md §2, Customer layout: a notification bell
 * with an unread dot). The bell's own labels stay in domain (SHELL_MESSAGES).
 */
export const NOTIFICATIONS_UI = {
  title: 'Notifications',
  markRead: 'Mark read',
  markReadOf: (title: string) => `Mark read: ${title}`,
  markAllRead: 'Mark all read',
  unread: 'Unread',
  empty: 'No notifications yet',
  emptyText:
    'We tell you here when a document has been read, maintenance is due or an expense looks unusual.',
  markReadFailed: 'Could not mark the notification as read',
  markAllReadFailed: 'Could not mark all notifications as read',
  listLabel: 'Latest notifications',
} as const;
