// What web/src/app composes from the public site (plain React, no Chakra: all of this is part of
// the landing page's JavaScript). The other public pages load through the route table by path.
export { CookieBanner } from './cookie/cookie-banner';
export { AppErrorBoundary } from './error/app-error-boundary';
export { RouteErrorFallback } from './error/route-error-fallback';
export { reportError } from './error/report-error';
export { HydrateFallback } from './hydrate-fallback';
export { LandingPage } from './landing-page';
