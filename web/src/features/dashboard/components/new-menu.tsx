import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_MESSAGES } from '@haulbooks/domain';
import { DASHBOARD_UI } from '../messages';

/** Where each New menu item goes (the Expenses page has no "open the add dialog" link yet). */
export const NEW_MENU_TARGETS = {
  uploadSettlement: '/settlements/upload',
  recordExpense: '/expenses',
  addTruck: '/fleet?tab=trucks',
} as const;

/** The New button: upload a settlement, record an expense or add a truck. */
export function NewMenu() {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const key = Object.keys(NEW_MENU_TARGETS).find((k) => k === details.value);
        if (key) void navigate(NEW_MENU_TARGETS[key as keyof typeof NEW_MENU_TARGETS]);
      }}
    >
      <Menu.Trigger asChild>
        <Button colorPalette="brand" size="sm" title={DASHBOARD_UI.newMenuLabel}>
          {DASHBOARD_MESSAGES.newButton}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {(Object.keys(NEW_MENU_TARGETS) as (keyof typeof NEW_MENU_TARGETS)[]).map((key) => (
              <Menu.Item key={key} value={key}>
                {DASHBOARD_MESSAGES.newMenu[key]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
