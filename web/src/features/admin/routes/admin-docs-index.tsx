export { AdminDocsIndexPage as Component } from './admin-docs';
