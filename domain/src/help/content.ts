/**
 * The Help Center's content (customer-app.md §2, Help center): the screen's texts, four Quick
 * Start guides (/docs/:topic), four tutorials (/tutorials/:id), six FAQs. Written about what the
 * product does today, so a guide never describes a screen that is not there.
 */

export const HELP_MESSAGES = {
  backToDashboard: 'Back to Dashboard',
  searchPlaceholder: 'What can we help you with?',
  quickStart: 'Quick Start Guides',
  tutorials: 'Tutorials',
  viewAllTutorials: 'View All Tutorials',
  faqs: 'Frequently Asked Questions',
  support: '24/7 Support',
  supportText: 'Our team answers around the clock, every day of the year.',
  returnToDashboard: 'Return to Dashboard',
  uploadFormats: 'Upload formats: PDF, JPG, PNG, plus CSV and Excel files for imports.',
  noMatches: (query: string) => `Nothing in the Help Center matches “${query}”.`,
  backToHelp: 'Back to Help Center',
  notFound: 'This help page does not exist.',
  steps: 'Steps',
} as const;

export interface HelpGuide {
  /** The path segment: /docs/{id}. */
  id: 'settlements' | 'expenses' | 'reports' | 'taxes';
  title: string;
  summary: string;
  sections: readonly { heading: string; body: string }[];
}

export const HELP_GUIDES: readonly HelpGuide[] = [
  {
    id: 'settlements',
    title: 'Settlements',
    summary: 'Upload settlement sheets, check what was read and keep your income straight.',
    sections: [
      {
        heading: 'Upload a settlement',
        body: 'Open Settlements and choose Upload, or take a photo of the sheet. PDF, JPG and PNG files up to 20 MB are read for you; each file shows its progress and whether it was processed or needs review.',
      },
      {
        heading: 'Check what was read',
        body: 'Open a settlement to see gross, net, date, payer, trip number, miles, line items and itemised deductions. Fields read with low confidence are marked so you can correct them; Edit saves your correction and your totals follow.',
      },
      {
        heading: 'Enter one by hand',
        body: 'New Settlement records a settlement without a document: the date, the payer, gross and net pay, miles and the truck it belongs to.',
      },
      {
        heading: 'Find and tidy',
        body: 'Search by broker, trip number or file name, filter by status and period, and select several settlements to delete them together.',
      },
    ],
  },
  {
    id: 'expenses',
    title: 'Expenses',
    summary: 'Record what the truck and the road cost you, with the category your taxes need.',
    sections: [
      {
        heading: 'Add an expense',
        body: 'Choose Add Expense, enter the description, amount, category, payment method and date. Amounts are kept to the cent. Mark whether it is tax deductible; most trucking costs are.',
      },
      {
        heading: 'Pick the right category',
        body: 'The 31 detailed categories (fuel, DEF, tires, repairs, insurance lines, permits, tolls, scales, lodging and more) roll up into the nine categories on the screen and onto Schedule C lines in the Tax Summary.',
      },
      {
        heading: 'Recurring costs',
        body: 'Mark a truck payment, insurance premium or ELD subscription as recurring and the next one is recorded on schedule until you stop it.',
      },
      {
        heading: 'Assign to a truck',
        body: 'Give an expense a truck, company or owner-operator to see cost per mile and profit for each one in your reports.',
      },
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    summary: 'See profit by month, by truck and by mile, and export it for your accountant.',
    sections: [
      {
        heading: 'Profit & Loss',
        body: 'The Profit & Loss Statement shows revenue, expenses and net profit for the day, week, month or year, for the whole account or one truck, company or owner-operator.',
      },
      {
        heading: 'The other reports',
        body: 'Expense Report, Revenue Analysis, Tax Summary, Mileage Log and Custom Report each take a period or any date range up to five years.',
      },
      {
        heading: 'Download',
        body: 'Reports download as CSV for Excel or Google Sheets, and the Profit & Loss Statement also as PDF. Every file you generate is kept under Recent Reports to download again.',
      },
    ],
  },
  {
    id: 'taxes',
    title: 'Taxes',
    summary: 'Keep deductible costs sorted the way Schedule C asks for them.',
    sections: [
      {
        heading: 'Schedule C lines',
        body: 'The Tax Summary adds up your tax-deductible expenses by Schedule C line: car and truck expenses, insurance, repairs, taxes and licenses, travel and more.',
      },
      {
        heading: 'Meals on the road',
        body: 'Meals while away from home under the DOT hours-of-service rules are 80% deductible; the Tax Summary applies that for you.',
      },
      {
        heading: 'Your tax ID',
        body: 'Settings keeps your tax ID in a private document only you (and our staff, when you ask for help) can read.',
      },
      {
        heading: 'Ask a professional',
        body: 'The figures are kept for your records. Confirm your return with a tax professional.',
      },
    ],
  },
];

export interface HelpTutorial {
  /** The path segment: /tutorials/{id}. */
  id: 'getting-started' | 'first-settlement' | 'expense-management' | 'tax-reports';
  title: string;
  summary: string;
  steps: readonly { text: string; link?: { label: string; to: string } }[];
}

export const HELP_TUTORIALS: readonly HelpTutorial[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Set up your account in five minutes.',
    steps: [
      {
        text: 'Fill in your name, company and time zone.',
        link: { label: 'Open Settings', to: '/settings' },
      },
      { text: 'Add your truck so costs and miles land on it.', link: { label: 'Open Fleet', to: '/fleet' } },
      {
        text: 'Upload your latest settlement.',
        link: { label: 'Upload Documents', to: '/settlements/upload' },
      },
      { text: 'Record this week’s fuel and tolls.', link: { label: 'Open Expenses', to: '/expenses' } },
      { text: 'Watch your month on the dashboard.', link: { label: 'Open the Dashboard', to: '/dashboard' } },
    ],
  },
  {
    id: 'first-settlement',
    title: 'Your First Settlement',
    summary: 'From a settlement sheet to income in your books.',
    steps: [
      {
        text: 'Take a photo of the sheet or choose its PDF.',
        link: { label: 'Upload Documents', to: '/settlements/upload' },
      },
      { text: 'Choose Upload & Process and wait for Processed or Needs review.' },
      {
        text: 'Open the settlement and check gross, net, miles and deductions.',
        link: { label: 'Open Settlements', to: '/settlements' },
      },
      { text: 'Correct anything marked for review with Edit.' },
    ],
  },
  {
    id: 'expense-management',
    title: 'Expense Management',
    summary: 'Categories, receipts and recurring costs.',
    steps: [
      {
        text: 'Add an expense with its category and payment method.',
        link: { label: 'Open Expenses', to: '/expenses' },
      },
      { text: 'Mark regular bills as recurring so they record themselves.' },
      { text: 'Search and filter by category to check a month.' },
      {
        text: 'Review the month in the Expense Report.',
        link: { label: 'Expense Report', to: '/reports/expenses' },
      },
    ],
  },
  {
    id: 'tax-reports',
    title: 'Tax Reports',
    summary: 'What to hand your accountant at the end of the year.',
    steps: [
      { text: 'Open the Tax Summary for this year.', link: { label: 'Tax Summary', to: '/reports/tax' } },
      { text: 'Export it as CSV.' },
      {
        text: 'Add the yearly Profit & Loss Statement as PDF.',
        link: { label: 'Profit & Loss', to: '/reports/profit-loss' },
      },
      {
        text: 'Download both again any time from Recent Reports.',
        link: { label: 'Open Reports', to: '/reports' },
      },
    ],
  },
];

export const HELP_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'Which files can I upload?',
    answer:
      'Settlement sheets and receipts as PDF, JPG or PNG, up to 20 MB each; CSV and Excel files can be imported as settlements or expenses.',
  },
  {
    question: 'What if a settlement is read wrong?',
    answer:
      'Open it and choose Edit. Fields read with low confidence are marked for review; your correction is saved and your totals and reports follow.',
  },
  {
    question: 'How is profit per mile worked out?',
    answer:
      'Net profit (revenue minus expenses) divided by the miles on your settlements in the same period, for the account or one truck.',
  },
  {
    question: 'Can my accountant see my books?',
    answer:
      'Export any report as CSV or PDF and send it; reports you generate are kept under Recent Reports to download again.',
  },
  {
    question: 'Is my data safe?',
    answer:
      'Your books are readable only by you and, when you ask for help, our support staff. We never sell your data.',
  },
  {
    question: 'How do I cancel or change my plan?',
    answer:
      'Open billing from Settings to change your card or plan or to cancel. Your books stay yours: a lapsed plan makes them read-only, never deleted.',
  },
];

/** Lower-cased text contains every word of the query (the Help Center's search). */
export function matchesHelpSearch(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function helpGuide(id: string | undefined): HelpGuide | null {
  return HELP_GUIDES.find((guide) => guide.id === id) ?? null;
}

export function helpTutorial(id: string | undefined): HelpTutorial | null {
  return HELP_TUTORIALS.find((tutorial) => tutorial.id === id) ?? null;
}
