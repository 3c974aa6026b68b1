/**
 * Where to go after signing in: the app path a guard sent the visitor away from (kept in the
 * router location state as `from`), or the dashboard. Only same-app paths are honoured.
 */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

export function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return DEFAULT_SIGNED_IN_PATH;
}
