import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { renderRoutes } from '../lib/test-utils';
import { ScreenHeading } from './screen-heading';

// The tab title is set in an effect after the heading renders; on a busy machine the effect can run
// after findBy has seen the heading, so the title is waited for.
describe('ScreenHeading', () => {
  it('is the one h1 of the screen and names the browser tab "<Screen> · Haulbooks"', async () => {
    renderRoutes([{ path: '/', element: <ScreenHeading>Expenses</ScreenHeading> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Expenses' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Expenses · Haulbooks'));
  });

  it('shows a description and actions, and may use a different tab title', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <ScreenHeading
            description="Welcome back, Jane"
            actions={<Button>Add Expense</Button>}
            pageTitle="P&L"
          >
            Profit & Loss Statement
          </ScreenHeading>
        ),
      },
    ]);
    expect(await screen.findByText('Welcome back, Jane')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('P&L · Haulbooks'));
  });

  it('follows the route: the next screen sets its own title', async () => {
    const { router } = renderRoutes(
      [
        { path: '/settlements', element: <ScreenHeading>Settlements</ScreenHeading> },
        { path: '/settlements/upload', element: <ScreenHeading>Upload Documents</ScreenHeading> },
      ],
      '/settlements',
    );
    await screen.findByRole('heading', { name: 'Settlements' });
    await waitFor(() => expect(document.title).toBe('Settlements · Haulbooks'));
    await router.navigate('/settlements/upload');
    await screen.findByRole('heading', { name: 'Upload Documents' });
    await waitFor(() => expect(document.title).toBe('Upload Documents · Haulbooks'));
  });
});
