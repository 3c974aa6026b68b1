import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { UI_STRINGS } from '../lib/strings';

export interface RowActionsMenuProps {
  /** Names the row for screen readers ("Actions for Diesel"). */
  rowLabel: string;
  /** A read-only subject may only view the row. */
  readOnly: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's menu (customer-app.md: detail, edit, delete): View Details, then Edit and Delete when writable. */
export function RowActionsMenu({ rowLabel, readOnly, onView, onEdit, onDelete }: RowActionsMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={UI_STRINGS.rowActions(rowLabel)} variant="ghost" size="sm">
          <span aria-hidden="true">⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onClick={onView}>
              {UI_STRINGS.viewDetails}
            </Menu.Item>
            {readOnly ? null : (
              <>
                <Menu.Item value="edit" onClick={onEdit}>
                  {UI_STRINGS.edit}
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onClick={onDelete}>
                  {UI_STRINGS.delete}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
