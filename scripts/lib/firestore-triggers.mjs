// Firestore triggers on the Cloud SDK Firestore emulator. firebase-tools registers the functions'
// Firestore triggers only with a Firestore emulator it started itself; the Cloud SDK one we start
// (lib/cloud-sdk-firestore.mjs, started with --functions_emulator) is not in its registry, so the
// Functions emulator loads those functions as "ignored" and nothing calls them. This registers
// them with the Firestore emulator the way firebase-tools does (functionsEmulator.js,
// addFirestoreTrigger): then every matching write reaches the Functions emulator's
// /functions/projects/{project}/triggers/{key} route, which runs the function.
import { HOST, PORTS, PROJECT_ID, sleep } from './emulators.mjs';

const FIRESTORE_EVENT = 'google.cloud.firestore.document.v1.';

/**
 * @typedef {{ id: string, eventTrigger?: { eventType: string, eventFilters?: Record<string, string>,
 *   eventFilterPathPatterns?: Record<string, string> } }} TriggerDefinition
 */

/**
 * The Functions emulator's trigger definitions, once it has loaded them.
 * @param {string} functionsOrigin @param {number} timeoutMs @returns {Promise<TriggerDefinition[]>}
 */
async function loadedTriggers(functionsOrigin, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${functionsOrigin}/backends`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        const { backends } = /** @type {{ backends: { functionTriggers?: TriggerDefinition[] }[] }} */ (
          await response.json()
        );
        const triggers = backends.flatMap((backend) => backend.functionTriggers ?? []);
        if (triggers.length > 0) return triggers;
      }
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`the Functions emulator at ${functionsOrigin} listed no functions`);
    await sleep(500);
  }
}

/**
 * Registers every v2 Firestore trigger of the Functions emulator with the Firestore emulator.
 * The key is the Functions emulator's `{id}-{generation}`; generation 0 holds as long as the
 * functions are not reloaded (emulators:exec builds them before it starts).
 * @param {{ functionsOrigin?: string, firestoreOrigin?: string, projectId?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string[]>} the ids registered
 */
export async function registerFirestoreTriggers({
  functionsOrigin = `http://${HOST}:${PORTS.functions}`,
  firestoreOrigin = `http://${HOST}:${PORTS.firestore}`,
  projectId = PROJECT_ID,
  timeoutMs = 60_000,
} = {}) {
  const registered = [];
  for (const trigger of await loadedTriggers(functionsOrigin, timeoutMs)) {
    const event = trigger.eventTrigger;
    if (!event?.eventType.startsWith(FIRESTORE_EVENT)) continue;
    const exact = event.eventFilters?.document;
    const pattern = event.eventFilterPathPatterns?.document;
    const bundle = {
      eventType: event.eventType,
      database: event.eventFilters?.database ?? '(default)',
      namespace: event.eventFilters?.namespace ?? '(default)',
      document: pattern
        ? { value: pattern, matchType: 'PATH_PATTERN' }
        : { value: exact, matchType: 'EXACT' },
    };
    const key = `${trigger.id}-0`;
    const response = await fetch(
      `${firestoreOrigin}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bundle) },
    );
    if (!response.ok) {
      throw new Error(
        `the Firestore emulator refused trigger ${key}: ${response.status} ${await response.text()}`,
      );
    }
    registered.push(trigger.id);
  }
  return registered;
}
