// What web/src/app composes from the public site. Pages load through the route table.
export { CookieBanner } from './cookie/cookie-banner';
export { AppErrorBoundary } from './error/app-error-boundary';
export { RouteErrorFallback } from './error/route-error-fallback';
export { reportError } from './error/report-error';
export { HydrateFallback } from './hydrate-fallback';
