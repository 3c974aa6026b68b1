/**
 * /__e2e/crash: throws while rendering, so browser tests can prove the error fallback and the
 * crash report. The route table includes it only when VITE_E2E_CRASH_ROUTE=true at build time.
 */
export function CrashRoute(): never {
  throw new Error('Intentional render error from /__e2e/crash (browser test)');
}

export { CrashRoute as Component };
