import { IconButton, Menu, Portal } from '@chakra-ui/react';

export interface RowMenuItem {
  value: string;
  label: string;
  danger?: boolean;
}

/** A row's ⋮ menu; `label` names the row for screen readers ("Actions for Unit 101"). */
export function RowMenu({
  label,
  items,
  onSelect,
}: {
  label: string;
  items: readonly RowMenuItem[];
  onSelect: (value: string) => void;
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm">
          <span aria-hidden="true">⋮</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} color={item.danger ? 'fg.error' : undefined}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
