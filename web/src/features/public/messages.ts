/**
 * Exact user-facing strings of the public site (spec customer-app.md, section 2), in one place
 * so that screens and tests use the same text.
 */
export const PUBLIC_UI = {
  signIn: 'Sign In',
  startFreeTrial: 'Start Free Trial',
  getStarted: 'Get Started',
  perMonth: '/month',
  features: 'Features',
  pricing: 'Pricing',
  signUp: 'Sign Up',
  helpCenter: 'Help Center',
  adminLogin: 'Admin Login',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  cookiePolicy: 'Cookie Policy',
  backToHome: 'Back to Home',
  legalLastUpdated: 'Last updated: May 12, 2025',
  notFoundTitle: 'Page Not Found',
  notFoundText: "The page you're looking for doesn't exist or has been moved.",
  returnToDashboard: 'Return to Dashboard',
  goToHomepage: 'Go to Homepage',
  visitHelpCenter: 'Visit the Help Center',
  errorTitle: 'Something went wrong',
  errorText: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  tryAgain: 'Try Again',
  refreshPage: 'Refresh Page',
  loading: 'Loading…',
  cookieBannerLabel: 'Cookie consent',
  cookieBannerText:
    'We use cookies to keep you signed in and to remember your choices. Please accept our use of cookies.',
  learnMore: 'Learn more',
  accept: 'Accept',
  closeCookieBanner: 'Close',
} as const;

/** localStorage key and value of the cookie consent flag (spec sections 3 and 9). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** Where the UI posts crash reports (spec section 7); Hosting rewrites it to `logError`. */
export const ERROR_LOG_ENDPOINT = '/api/log-error';
