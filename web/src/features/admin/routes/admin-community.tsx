export { AdminCommunityPage as Component } from './admin-docs';
