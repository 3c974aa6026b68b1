// What web/src/app composes from the payments feature. The screens load through the route table
// by path (routes/*-page.tsx), one chunk each.
export { PAYMENTS_UI } from './messages';
export { LapsedNotice } from './components/lapsed-notice';
