import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../lib/test-utils';
import { UI_STRINGS } from '../lib/strings';
import { RowActionsMenu } from './row-actions-menu';

function renderMenu(readOnly: boolean) {
  const handlers = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  const rendered = renderRoutes([
    { path: '/', element: <RowActionsMenu rowLabel="Diesel" readOnly={readOnly} {...handlers} /> },
  ]);
  return { ...rendered, handlers };
}

describe('RowActionsMenu', () => {
  it('offers View Details, Edit and Delete, each calling its handler', async () => {
    const { user, handlers } = renderMenu(false);
    for (const [label, handler] of [
      [UI_STRINGS.viewDetails, handlers.onView],
      [UI_STRINGS.edit, handlers.onEdit],
      [UI_STRINGS.delete, handlers.onDelete],
    ] as const) {
      await user.click(screen.getByRole('button', { name: UI_STRINGS.rowActions('Diesel') }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      expect(handler).toHaveBeenCalledTimes(1);
    }
  });

  it('offers only View Details to a read-only subject', async () => {
    const { user } = renderMenu(true);
    await user.click(screen.getByRole('button', { name: UI_STRINGS.rowActions('Diesel') }));
    expect(await screen.findByRole('menuitem', { name: UI_STRINGS.viewDetails })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: UI_STRINGS.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: UI_STRINGS.delete })).not.toBeInTheDocument();
  });
});
