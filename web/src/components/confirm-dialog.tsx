import { useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { UI_STRINGS } from '../lib/strings';

export interface ConfirmDialogProps {
  /** The parent owns the dialog: it opens it, and closes it in onConfirm or onCancel. */
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deleting, signing out everywhere…: the confirm button is red. */
  destructive?: boolean;
  /**
   * Runs the action. While its promise is pending the dialog is busy: the confirm button shows a
   * spinner, and neither button, Escape nor a click outside can start or dismiss anything.
   * Report failures here (a toast); a rejection is logged and leaves the dialog open.
   */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** "Are you sure?" before an action that cannot be undone (Chakra v3 Dialog, role alertdialog). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel = UI_STRINGS.confirm,
  cancelLabel = UI_STRINGS.cancel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{body}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
