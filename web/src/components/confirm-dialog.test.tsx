import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { renderRoutes } from '../lib/test-utils';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A parent that owns the dialog, as screens do: it closes it once the action has succeeded. */
function Harness({ onConfirm, ...props }: Partial<ConfirmDialogProps> & { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete settlement"
        body="Are you sure you want to delete this settlement?"
        confirmLabel="Delete"
        onCancel={() => setOpen(false)}
        {...props}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openDialog(props: Partial<ConfirmDialogProps> & { onConfirm: () => Promise<void> }) {
  const rendered = renderRoutes([{ path: '/', element: <Harness {...props} /> }]);
  await rendered.user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog');
  return { ...rendered, dialog };
}

describe('ConfirmDialog', () => {
  it('asks with the title, the body and the two labels', async () => {
    const { dialog } = await openDialog({ onConfirm: vi.fn().mockResolvedValue(undefined) });
    expect(dialog).toHaveTextContent('Delete settlement');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this settlement?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('is busy while the confirm promise runs: spinner, nothing clickable, Escape ignored', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const onCancel = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm, onCancel });
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirmButton);

    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmButton).toBeDisabled());
    expect(confirmButton).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');

    await user.click(confirmButton);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and usable again when the action fails', async () => {
    const action = deferred();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog({ onConfirm: () => action.promise });
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirmButton);
    await waitFor(() => expect(confirmButton).toBeDisabled());

    action.reject(new Error('network down'));
    await waitFor(() => expect(confirmButton).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('Cancel and Escape call onCancel without running the action', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const reopened = await screen.findByRole('alertdialog');
    // The dialog listens for Escape once it has taken focus; under load that can trail its first render.
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    [true, 'red'],
    [false, 'brand'],
  ])('with destructive %s paints the confirm button in the %s palette', async (destructive, palette) => {
    const { dialog } = await openDialog({ onConfirm: vi.fn().mockResolvedValue(undefined), destructive });
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    const solid = getComputedStyle(confirmButton).getPropertyValue('--chakra-colors-color-palette-solid');
    expect(solid).toBe(`var(--chakra-colors-${palette}-solid)`);
  });
});
