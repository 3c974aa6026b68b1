import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EXPENSES_UI } from '../messages';

export interface ExpenseRowMenuProps {
  /** Names the row for screen readers ("Actions for Diesel"). */
  description: string;
  readOnly: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The per-row menu: View Details, and for a writable subject Edit and Delete. */
export function ExpenseRowMenu({ description, readOnly, onView, onEdit, onDelete }: ExpenseRowMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'view') onView();
        else if (details.value === 'edit') onEdit();
        else if (details.value === 'delete') onDelete();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={EXPENSES_UI.rowActions(description)} variant="ghost" size="sm">
          <span aria-hidden="true">⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view">{EXPENSES_UI.viewDetails}</Menu.Item>
            {readOnly ? null : (
              <>
                <Menu.Item value="edit">{EXPENSES_UI.edit}</Menu.Item>
                <Menu.Item value="delete" color="fg.error">
                  {EXPENSES_UI.delete}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
