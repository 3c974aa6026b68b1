import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { HydrateFallback, LandingPage, RouteErrorFallback } from '../features/public';

// Browser tests build with VITE_E2E_CRASH_ROUTE=true to get a page that crashes on render; Vite
// inlines the flag, so production builds drop the route and its module.
const e2eRoutes: RouteObject[] =
  import.meta.env.VITE_E2E_CRASH_ROUTE === 'true'
    ? [{ path: '__e2e/crash', lazy: () => import('../features/public/dev/crash-route') }]
    : [];

/**
 * Every path of the app, in one table. Only the landing page and the root layout are in the
 * entry chunk: everything else is a lazy route, so public pages never load Firebase, Chakra,
 * charts or OCR code. Modules named by `lazy` export `Component` (and optionally `loader`).
 *
 * Imports of features: static imports go through each feature's index.ts (lint-enforced for
 * web/src/app); lazy routes import the feature's route module by path
 * (`features/<name>/routes/<page>`), because importing an index would put every screen of the
 * feature into one chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Errors the router catches itself (a route module that fails to load, a crash in the layout).
    errorElement: <RouteErrorFallback />,
    // A direct visit to a lazy route shows this while its code loads.
    HydrateFallback,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'privacy', lazy: () => import('../features/public/legal/privacy-page') },
      { path: 'terms', lazy: () => import('../features/public/legal/terms-page') },
      { path: 'cookie-policy', lazy: () => import('../features/public/legal/cookie-policy-page') },
      {
        // Everything below needs Firebase and Chakra; they load with this zone, not before.
        lazy: () => import('./zones/firebase-zone'),
        children: [
          {
            lazy: () => import('./zones/auth-zone'),
            children: [
              { path: 'login', lazy: () => import('../features/auth/routes/login') },
              { path: 'register', lazy: () => import('../features/auth/routes/register') },
            ],
          },
          { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password') },
          // Public: the page says a checkout needs a signed-in account.
          { path: 'test/stripe', lazy: () => import('../features/payments/routes/test-stripe-page') },
          {
            lazy: () => import('./zones/customer-zone'),
            children: [
              { path: 'dashboard', lazy: () => import('../features/dashboard/routes/dashboard') },
              { path: 'settlements', lazy: () => import('../features/settlements/routes/settlements-page') },
              {
                path: 'settlements/upload',
                lazy: () => import('../features/uploads/routes/upload-documents-page'),
              },
              {
                path: 'settlements/new',
                lazy: () => import('../features/settlements/routes/settlement-new-page'),
              },
              {
                path: 'settlements/:id',
                lazy: () => import('../features/settlements/routes/settlement-detail-page'),
              },
              {
                path: 'settlements/:id/edit',
                lazy: () => import('../features/settlements/routes/settlement-edit-page'),
              },
              { path: 'expenses', lazy: () => import('../features/expenses/routes/expenses-page') },
              { path: 'reports', lazy: () => import('../features/reports/routes/reports-page') },
              {
                path: 'reports/profit-loss',
                lazy: () => import('../features/reports/routes/profit-loss-page'),
              },
              {
                path: 'reports/expenses',
                lazy: () => import('../features/reports/routes/expense-report-page'),
              },
              {
                path: 'reports/revenue',
                lazy: () => import('../features/reports/routes/revenue-analysis-page'),
              },
              { path: 'reports/tax', lazy: () => import('../features/reports/routes/tax-summary-page') },
              { path: 'reports/mileage', lazy: () => import('../features/reports/routes/mileage-log-page') },
              { path: 'reports/custom', lazy: () => import('../features/reports/routes/custom-report-page') },
              // The fleet dashboard's Generate Fleet Report (spec: /reports/new) builds a Custom Report.
              { path: 'reports/new', element: <Navigate to="/reports/custom" replace /> },
              { path: 'fleet', lazy: () => import('../features/fleet/routes/fleet-page') },
              { path: 'drivers/new', lazy: () => import('../features/fleet/routes/driver-new-page') },
              { path: 'maintenance', lazy: () => import('../features/fleet/routes/maintenance-page') },
              { path: 'settings', lazy: () => import('../features/settings/routes/settings-page') },
              { path: 'help', lazy: () => import('../features/help/routes/help-page') },
              { path: 'docs/:topic', lazy: () => import('../features/help/routes/guide-page') },
              { path: 'tutorials', lazy: () => import('../features/help/routes/tutorials-page') },
              { path: 'tutorials/:id', lazy: () => import('../features/help/routes/tutorial-page') },
              { path: 'billing', lazy: () => import('../features/payments/routes/billing-page') },
              {
                path: 'payment/success',
                lazy: () => import('../features/payments/routes/payment-success-page'),
              },
              {
                path: 'payment/cancel',
                lazy: () => import('../features/payments/routes/payment-cancel-page'),
              },
            ],
          },
          { path: 'admin', lazy: () => import('./zones/admin-entry-zone') },
          {
            path: 'admin',
            lazy: () => import('./zones/admin-zone'),
            children: [
              { path: 'dashboard', lazy: () => import('../features/admin/routes/admin-dashboard') },
              { path: 'users', lazy: () => import('../features/admin/routes/admin-users') },
              { path: 'test-clients', lazy: () => import('../features/admin/routes/admin-test-clients') },
              { path: 'payments', lazy: () => import('../features/admin/routes/admin-payments') },
              { path: 'reports', lazy: () => import('../features/admin/routes/admin-reports') },
              {
                path: 'reports/profit-loss',
                lazy: () => import('../features/admin/routes/admin-reports-profit-loss'),
              },
              {
                path: 'reports/user-activity',
                lazy: () => import('../features/admin/routes/admin-reports-user-activity'),
              },
              {
                path: 'reports/revenue',
                lazy: () => import('../features/admin/routes/admin-reports-revenue'),
              },
              {
                path: 'reports/documents',
                lazy: () => import('../features/admin/routes/admin-reports-documents'),
              },
              { path: 'settings', lazy: () => import('../features/admin/routes/admin-settings') },
              { path: 'help', lazy: () => import('../features/admin/routes/admin-help') },
              { path: 'docs', lazy: () => import('../features/admin/routes/admin-docs-index') },
              { path: 'docs/:topic', lazy: () => import('../features/admin/routes/admin-guide') },
              { path: 'community', lazy: () => import('../features/admin/routes/admin-community') },
              { path: 'support', lazy: () => import('../features/admin/routes/admin-support') },
            ],
          },
        ],
      },
      ...e2eRoutes,
      { path: '*', lazy: () => import('../features/public/not-found-page') },
    ],
  },
];
