import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GATEWAY_MESSAGES } from '@haulbooks/domain';
import { renderRoutes } from '../../../../lib/test-utils';
import type { GatewayApi } from '../../api/payment-gateway-api';
import { GATEWAY_UI } from './messages';
import { PaymentGatewaysTab } from './payment-gateways-tab';

const unsaved = {
  configured: false,
  publishableKey: '',
  secretKey: '',
  webhookSecret: '',
  environment: 'sandbox' as const,
  updatedAt: null,
  productsReady: false,
};
const savedView = {
  ...unsaved,
  configured: true,
  publishableKey: 'pk_test_••••••••••••••5678',
  secretKey: 'sk_test_••••••••••••••1234',
  updatedAt: '2026-11-23T06:00:00.000Z',
};

function fakeApi(overrides: Partial<GatewayApi> = {}): GatewayApi {
  return {
    load: vi.fn(async () => unsaved),
    save: vi.fn(async () => savedView),
    test: vi.fn(async () => ({
      success: true,
      error: null,
      connection: 'success' as const,
      products: 'error' as const,
      webhooks: 'success' as const,
      productsCount: 0,
      webhooksCount: 1,
    })),
    createProducts: vi.fn(async () => ({ success: true as const, created: 11, reused: 0 })),
    ...overrides,
  };
}

function renderTab(api: GatewayApi) {
  return renderRoutes([
    { path: '*', element: <PaymentGatewaysTab api={api} origin="https://haulbooks.web.app" /> },
  ]);
}

describe('Admin settings › Payment Gateways', () => {
  it('validates with the spec messages before saving, then shows the keys masked only', async () => {
    const api = fakeApi();
    const { user } = renderTab(api);
    await waitFor(() => expect(api.load).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.save }));
    expect(await screen.findByText(GATEWAY_MESSAGES.keysRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(GATEWAY_UI.publishableKey), 'sk_test_wrong');
    await user.type(screen.getByLabelText(GATEWAY_UI.secretKey), 'sk_test_haulbooksLocal1234');
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.save }));
    expect(await screen.findByText(GATEWAY_MESSAGES.publishableFormat)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(GATEWAY_UI.publishableKey));
    await user.type(screen.getByLabelText(GATEWAY_UI.publishableKey), 'pk_test_haulbooksLocal5678');
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.save }));
    expect(await screen.findByText(GATEWAY_MESSAGES.saved)).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledWith({
      publishableKey: 'pk_test_haulbooksLocal5678',
      secretKey: 'sk_test_haulbooksLocal1234',
      webhookSecret: '',
      environment: 'sandbox',
    });
    expect(screen.getByText('Saved: sk_test_••••••••••••••1234', { exact: false })).toBeInTheDocument();
    // The typed secret is cleared from the form once stored.
    expect(screen.getByLabelText(GATEWAY_UI.secretKey)).toHaveValue('');
  });

  it('Test Connection needs a secret key, then shows the three lines and the no-products warning', async () => {
    const api = fakeApi();
    const { user } = renderTab(api);
    await waitFor(() => expect(api.load).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.testConnection }));
    expect(await screen.findByText(GATEWAY_MESSAGES.secretFirst)).toBeInTheDocument();
    const lines = screen.getByTestId('connection-test');
    expect(within(lines).getAllByText(GATEWAY_UI.status.not_tested)).toHaveLength(3);
    await user.type(screen.getByLabelText(GATEWAY_UI.secretKey), 'sk_test_x');
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.testConnection }));
    expect(await screen.findByText(GATEWAY_MESSAGES.testCompleted)).toBeInTheDocument();
    expect(await screen.findByText(GATEWAY_MESSAGES.noProducts)).toBeInTheDocument();
    expect(within(screen.getByTestId('line-connection')).getByText('Success')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-products')).getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-webhooks')).getByText('Success')).toBeInTheDocument();
  });

  it('a refused key shows Connection test failed with Stripe’s text', async () => {
    const api = fakeApi({
      load: vi.fn(async () => savedView),
      test: vi.fn(async () => ({
        success: false,
        error: 'Invalid API Key provided: sk_test_****1234',
        connection: 'error' as const,
        products: 'not_tested' as const,
        webhooks: 'not_tested' as const,
        productsCount: null,
        webhooksCount: null,
      })),
    });
    const { user } = renderTab(api);
    await screen.findByText('Saved: pk_test_••••••••••••••5678');
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.testConnection }));
    expect(await screen.findByText(GATEWAY_MESSAGES.testFailed)).toBeInTheDocument();
    expect(api.test).toHaveBeenCalledWith({ secretKey: '', environment: 'sandbox' });
    expect(within(screen.getByTestId('line-connection')).getByText('Error')).toBeInTheDocument();
  });

  it('Create Products needs saved settings, then reports success; the webhook endpoint is shown', async () => {
    const unsavedApi = fakeApi();
    const first = renderTab(unsavedApi);
    await waitFor(() => expect(unsavedApi.load).toHaveBeenCalled());
    await first.user.click(screen.getByRole('button', { name: GATEWAY_UI.createProducts }));
    expect(await screen.findByText(GATEWAY_MESSAGES.saveFirst)).toBeInTheDocument();
    expect(unsavedApi.createProducts).not.toHaveBeenCalled();
    expect(screen.getByTestId('webhook-endpoint')).toHaveTextContent(
      'https://haulbooks.web.app/api/webhooks/stripe',
    );
    first.unmount();

    const api = fakeApi({ load: vi.fn(async () => savedView) });
    const { user } = renderTab(api);
    expect(await screen.findByText(GATEWAY_UI.productsMissing)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GATEWAY_UI.createProducts }));
    expect(await screen.findByText(GATEWAY_MESSAGES.productsCreated)).toBeInTheDocument();
    expect(screen.getByText(GATEWAY_UI.productsReady)).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    renderTab(fakeApi({ load: vi.fn(async () => Promise.reject(new Error('permission-denied'))) }));
    expect(await screen.findByText(GATEWAY_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
