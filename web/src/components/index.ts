// The shared building blocks of the Chakra screens (sign-in, customer app, admin area). Public
// pages never import from here: this folder pulls in Chakra UI.
export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { CenteredCardLayout, type CenteredCardLayoutProps } from './centered-card-layout';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DataTable,
  TablePagination,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSelection,
} from './data-table';
export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './empty-state';
export { FigureRow, type Figure } from './figure-row';
export { FormAlert, type FormAlertProps } from './form-alert';
export { LiveTableCard, type LiveTableCardProps } from './live-table-card';
export {
  LayoutShell,
  ShellSidebarButton,
  ShellUserChip,
  initialOf,
  type LayoutShellProps,
  type ShellNavItem,
  type ShellTone,
} from './layout-shell';
export { ScreenHeading, type ScreenHeadingProps } from './screen-heading';
export { RowActionsMenu, type RowActionsMenuProps } from './row-actions-menu';
export { OptionSelect, type OptionSelectProps, type SelectOption } from './option-select';
export { FaqAccordion, HelpArticle, HelpLinkCards, HelpSection, SupportContacts } from './help-blocks';
