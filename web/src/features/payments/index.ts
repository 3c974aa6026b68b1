// The payments feature's screens load through the route table by path (routes/*-page.tsx).
export { PAYMENTS_UI } from './messages';
