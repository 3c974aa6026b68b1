import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { SETTLEMENTS_UI } from '../messages';

export interface SettlementRowMenuProps {
  /** Names the row for screen readers ("Actions for Coyote Logistics"). */
  name: string;
  readOnly: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The per-row action menu: View Details, and for a writable subject Edit and Delete. */
export function SettlementRowMenu({ name, readOnly, onView, onEdit, onDelete }: SettlementRowMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={SETTLEMENTS_UI.rowActions(name)} variant="ghost" size="sm">
          <span aria-hidden="true">⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onClick={onView}>
              {SETTLEMENTS_UI.viewDetails}
            </Menu.Item>
            {readOnly ? null : (
              <>
                <Menu.Item value="edit" onClick={onEdit}>
                  {SETTLEMENTS_UI.edit}
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onClick={onDelete}>
                  {SETTLEMENTS_UI.delete}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
