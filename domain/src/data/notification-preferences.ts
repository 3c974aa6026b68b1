/**
 * Notification preferences: one switch per topic and channel, stored in
 * users/{uid}/preferences/notifications and honoured by every function that notifies.
 */
export const NOTIFICATION_TOPICS = [
  'settlementProcessed',
  'maintenanceDue',
  'largeExpense',
  'weeklySummary',
  'billing',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_CHANNELS = ['Email', 'InApp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationSwitch = `${NotificationTopic}${NotificationChannel}`;

/** The stored keys, e.g. settlementProcessedEmail, settlementProcessedInApp. */
export const NOTIFICATION_CHANNEL_TOPICS = NOTIFICATION_TOPICS.flatMap((topic) =>
  NOTIFICATION_CHANNELS.map((channel) => `${topic}${channel}` as NotificationSwitch),
) as readonly NotificationSwitch[];

export type NotificationSwitches = Record<NotificationSwitch, boolean>;

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, { title: string; description: string }> = {
  settlementProcessed: {
    title: 'Settlement processed',
    description: 'When an uploaded settlement or receipt has been read, or needs your review.',
  },
  maintenanceDue: {
    title: 'Maintenance due',
    description: 'When a truck service is due by date or odometer, or overdue.',
  },
  largeExpense: {
    title: 'Unusually large expense',
    description: 'When an expense is more than three times what you usually spend in its category.',
  },
  weeklySummary: {
    title: 'Weekly summary',
    description: 'Income, expenses and profit of the past week, every Monday morning.',
  },
  billing: {
    title: 'Billing and payments',
    description: 'Receipts, failed payments and the end of your trial.',
  },
};

/** What a user gets before they change anything: everything on, except the weekly e-mail digest. */
export const DEFAULT_NOTIFICATION_SWITCHES: NotificationSwitches = Object.fromEntries(
  NOTIFICATION_CHANNEL_TOPICS.map((key) => [key, key !== 'weeklySummaryEmail']),
) as NotificationSwitches;

/**
 * Whether a notification of this topic may be sent on this channel. Billing e-mails about a failed
 * payment are the one thing a user cannot switch off entirely: `required` overrides the switch.
 */
export function shouldNotify(
  switches: Partial<NotificationSwitches> | null | undefined,
  topic: NotificationTopic,
  channel: NotificationChannel,
  options: { required?: boolean } = {},
): boolean {
  if (options.required) return true;
  const key: NotificationSwitch = `${topic}${channel}`;
  return switches?.[key] ?? DEFAULT_NOTIFICATION_SWITCHES[key];
}
