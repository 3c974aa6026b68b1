import { useEffect } from 'react';
import { config } from './config';
import { TAGLINE } from './strings';

/** The landing page's title, the same as index.html's, so nothing flickers on first load. */
export const HOME_PAGE_TITLE = `${config.productName} — ${TAGLINE}`;

/** `<Screen> · Haulbooks`, or the home title without a screen. */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · ${config.productName}` : HOME_PAGE_TITLE;
}

/**
 * Sets document.title for the screen on show. Plain React (no Chakra): the public pages use it
 * as well as the shared ScreenHeading of the app screens.
 */
export function usePageTitle(screen?: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
