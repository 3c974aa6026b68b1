// Payment configuration, read once at cold start.
import { PLATFORM } from '@haulbooks/domain';

/**
 * Origins Stripe may send people back to: the project's Hosting sites, the local stack, and any
 * listed in APP_ORIGINS (comma separated, e.g. a custom domain).
 */
export function appOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const project = env.GCLOUD_PROJECT ?? PLATFORM.projectId;
  const host = PLATFORM.emulatorHost;
  const local = [PLATFORM.ports.hosting, PLATFORM.ports.web].flatMap((port) => [
    `http://${host}:${port}`,
    `http://localhost:${port}`,
  ]);
  const extra = (env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return [`https://${project}.web.app`, `https://${project}.firebaseapp.com`, ...local, ...extra];
}
