export { AdminGuidePage as Component } from './admin-docs';
