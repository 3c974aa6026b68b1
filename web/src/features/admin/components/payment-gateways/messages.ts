/** Web-only strings of the admin's Payment Gateways tab (spec strings: GATEWAY_MESSAGES in domain). */
export const GATEWAY_UI = {
  tabs: { gateways: 'Payment Gateways', security: 'Security', system: 'System' },
  heading: 'Stripe',
  publishableKey: 'Publishable key',
  secretKey: 'Secret key',
  webhookSecret: 'Webhook signing secret (optional)',
  environment: 'Environment',
  environments: { sandbox: 'Sandbox (test mode)', production: 'Production (live)' },
  saved: (masked: string) => `Saved: ${masked}`,
  notSaved: 'Not saved yet',
  keepWebhook: 'Leave blank to keep the saved signing secret.',
  secretHint:
    'Keys are stored on the server and never sent back; leave the secret blank to test the saved one.',
  save: 'Save',
  testConnection: 'Test Connection',
  createProducts: 'Create Products',
  resultHeading: 'Connection test',
  lines: { connection: 'Connection', products: 'Products', webhooks: 'Webhooks' },
  status: { success: 'Success', error: 'Error', not_tested: 'Not tested' },
  counts: (products: number | null, webhooks: number | null) =>
    `${products ?? '—'} products, ${webhooks ?? '—'} webhook endpoints`,
  productsReady: 'Checkout sells the products created for this environment.',
  productsMissing: 'Create Products has not run for this environment: checkout is closed until it does.',
  instructionsHeading: 'Webhook',
  instructions:
    'In the Stripe dashboard, add an endpoint for this address, select the events below, and paste its signing secret here.',
  endpoint: 'Endpoint',
  events: 'Events',
} as const;
