import {
  notificationPreferencesRepository,
  ownBooks,
  shouldNotify,
  type DataStore,
  type NotificationItem,
  type NotificationSwitches,
} from '@haulbooks/domain';

/** Where notifications go: the bell's documents, and the e-mails a mailer would send. */
export interface NotificationSink {
  /**
   * Creates users/{uid}/notifications/{item.id} unless it exists: true when this call created it,
   * false when it was already there (a retried event, a second scan).
   */
  create(uid: string, item: NotificationItem): Promise<boolean>;
  /**
   * Records that this notification should also go out by e-mail. There is no mailer yet, so
   * nothing is sent and nothing pretends to be: the deployed sink logs the intent.
   */
  recordEmailIntent(uid: string, item: NotificationItem): Promise<void>;
}

export interface Delivery {
  readonly id: string;
  /** created: written now; exists: written before; off: the user switched the in-app channel off. */
  readonly inApp: 'created' | 'exists' | 'off';
  /** E-mail intent recorded (only when the notification is new: a retry records nothing twice). */
  readonly email: 'recorded' | 'off';
}

/**
 * Sends one notification as the user's preferences allow (shouldNotify per channel, defaults until
 * saved): the in-app switch decides whether the bell's document is written, the e-mail switch
 * whether an e-mail is wanted. Idempotent: the document's id is deterministic, so the same event
 * twice writes one document, and the e-mail intent follows the first write only.
 */
export async function deliverNotification(
  store: DataStore,
  sink: NotificationSink,
  uid: string,
  item: NotificationItem,
  /** The user's switches when the caller has read them already (a scan telling one user several things). */
  known?: NotificationSwitches,
): Promise<Delivery> {
  const switches = known ?? (await notificationPreferencesRepository(store, ownBooks(uid)).get());
  const inAppWanted = shouldNotify(switches, item.topic, 'InApp');
  const emailWanted = shouldNotify(switches, item.topic, 'Email');
  let inApp: Delivery['inApp'] = 'off';
  if (inAppWanted) inApp = (await sink.create(uid, item)) ? 'created' : 'exists';
  // With the bell's copy off, the first delivery cannot be told from a retry by the document; the
  // e-mail is then recorded on each delivery, and a mailer must key its sends on item.id.
  const email = emailWanted && inApp !== 'exists' ? 'recorded' : 'off';
  if (email === 'recorded') await sink.recordEmailIntent(uid, item);
  return { id: item.id, inApp, email };
}
