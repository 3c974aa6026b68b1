import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PathProbe, renderRoutes } from '../lib/test-utils';
import { ReceiptIcon } from '../lib/icons';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the icon, the title and the hint', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <EmptyState
            icon={<ReceiptIcon data-testid="icon" />}
            title="No expenses found"
            text="Add your first expense to see it here"
          />
        ),
      },
    ]);
    const state = screen.getByTestId('empty-state');
    expect(state).toHaveTextContent('No expenses found');
    expect(state).toHaveTextContent('Add your first expense to see it here');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('runs its action button', async () => {
    const onClick = vi.fn();
    const { user } = renderRoutes([
      {
        path: '/',
        element: (
          <EmptyState title="No test clients found" action={{ label: 'Create Test Client', onClick }} />
        ),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Create Test Client' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('follows its action link', async () => {
    const { user, router } = renderRoutes(
      [
        {
          path: '/settlements',
          element: (
            <EmptyState title="No settlements yet" action={{ label: 'Upload', to: '/settlements/upload' }} />
          ),
        },
        { path: '/settlements/upload', element: <PathProbe name="upload" /> },
      ],
      '/settlements',
    );
    const link = screen.getByRole('link', { name: 'Upload' });
    expect(link).toHaveAttribute('href', '/settlements/upload');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/settlements/upload');
  });
});
