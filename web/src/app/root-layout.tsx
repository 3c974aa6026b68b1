import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { AppErrorBoundary, CookieBanner } from '../features/public';

/**
 * The root of every route: a crash below shows the fallback screen (and is reported) while the
 * cookie banner stays; a new page starts at the top. Plain React — no Chakra or Firebase here,
 * this is part of the landing page's JavaScript.
 */
export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNewPage(location.pathname, location.hash);
  return (
    <>
      <AppErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </AppErrorBoundary>
      <CookieBanner />
    </>
  );
}

/** Pushed or replaced pages open at the top (or at their #anchor); Back keeps the browser's restore. */
function useScrollToTopOnNewPage(pathname: string, hash: string) {
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Only a new path scrolls; a hash change on the same page is the browser's business.
    const isNewPath = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (!isNewPath || navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // 'instant': the public pages' smooth scrolling is for in-page anchors, not for a new page.
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
}
