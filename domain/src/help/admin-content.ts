/**
 * The Admin Help Center's content (admin-area.md §2, /admin/help): four guides (/admin/docs/:topic),
 * four FAQs, the docs index and the community page. About what the back office does today.
 */

export const ADMIN_HELP_MESSAGES = {
  backToDashboard: 'Back to Dashboard',
  searchPlaceholder: 'Search admin help...',
  documentation: 'Documentation',
  community: 'Community',
  guides: 'Guides',
  faqs: 'Frequently Asked Questions',
  prioritySupport: 'Priority Support',
  prioritySupportText: 'Platform staff get priority support, 24/7.',
  backToHelp: 'Back to Admin Help Center',
  notFound: 'This help page does not exist.',
  noMatches: (query: string) => `Nothing in the Admin Help Center matches “${query}”.`,
  communityTitle: 'Admin Community',
  communityText:
    'Questions other administrators asked and how they were solved. Share yours with the support team and it is added here once answered.',
} as const;

export interface AdminHelpGuide {
  id: 'user-management' | 'system-settings' | 'data-management' | 'security';
  title: string;
  summary: string;
  sections: readonly { heading: string; body: string }[];
}

export const ADMIN_HELP_GUIDES: readonly AdminHelpGuide[] = [
  {
    id: 'user-management',
    title: 'User Management',
    summary: 'Create, suspend, reactivate and delete client accounts, and see a client’s books.',
    sections: [
      {
        heading: 'Create a client account',
        body: 'User Management → Create User. E-mail, password and full name are required; the role is company driver, owner operator or fleet manager. A real account can get the welcome e-mail, which lets the client choose their own password.',
      },
      {
        heading: 'Suspend or activate',
        body: 'Suspending turns sign-in off and ends every session the client has; their books are kept. Activate turns sign-in back on.',
      },
      {
        heading: 'View as User',
        body: 'Opens the client’s dashboard and screens read-only, with an amber banner. Return to Admin brings you back; nothing you do there changes their books.',
      },
      {
        heading: 'Delete accounts',
        body: 'Select accounts and choose Delete Selected. Each account is removed with all its data. Administrator accounts and your own cannot be deleted here.',
      },
    ],
  },
  {
    id: 'system-settings',
    title: 'System Settings',
    summary: 'The payment gateway, e-mail and notification settings.',
    sections: [
      {
        heading: 'Payment gateway',
        body: 'Settings → Payment Gateways takes the Stripe publishable and secret keys (and the webhook secret). Secrets are stored where no browser can read them and shown masked. Test Connection checks the keys; Create Products sets up the plans and services in Stripe.',
      },
      {
        heading: 'Webhook',
        body: 'Point a Stripe webhook at /api/webhooks/stripe so payments and subscription changes are recorded.',
      },
    ],
  },
  {
    id: 'data-management',
    title: 'Data Management',
    summary: 'Payments, platform figures and where the numbers come from.',
    sections: [
      {
        heading: 'Platform figures',
        body: 'The dashboard’s Total Users, Active Users, Platform Revenue and Documents Processed are kept up to date by the platform functions as accounts, uploads and payments change.',
      },
      {
        heading: 'Payments',
        body: 'Payment Management lists every payment Stripe reported, by period, with search, a status filter and a CSV export.',
      },
      {
        heading: 'Test clients',
        body: 'Test accounts carry generated settlements and expenses for demos; User Management marks them Test and filters them by account type.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    summary: 'Who can see what, and how administrator access is granted.',
    sections: [
      {
        heading: 'Administrator access',
        body: 'The back office needs a Firebase account with the admin claim, granted on the server (npm run admin:grant). Nobody can give it to themselves from the app.',
      },
      {
        heading: 'Client data',
        body: 'The security rules let a client read and write only their own books; administrators may read them to help, and change accounts only through the admin functions.',
      },
      {
        heading: 'Notifications',
        body: 'Failed payments and app errors appear on the dashboard’s Notifications tab.',
      },
    ],
  },
];

export const ADMIN_HELP_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I manage user accounts?',
    answer:
      'Open User Management: search and filter accounts, create one, suspend or activate it, send a password reset, view its books as the user, or delete selected accounts.',
  },
  {
    question: 'How do I update help centre content?',
    answer:
      'Help content ships with the app; send the change to the product team and it goes out with the next release.',
  },
  {
    question: 'How do I handle support requests?',
    answer:
      'Answer clients by e-mail or phone from the support contacts, and use View as User to see exactly what they see.',
  },
  {
    question: 'How do I generate admin reports?',
    answer:
      'Open Reports & Analytics, choose a period and a report, and export it; Payment Management exports payments as CSV.',
  },
];

export function adminHelpGuide(id: string | undefined): AdminHelpGuide | null {
  return ADMIN_HELP_GUIDES.find((g) => g.id === id) ?? null;
}
