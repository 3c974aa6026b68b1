import { Badge, Button, CloseButton, DataList, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import {
  PAYMENT_METHOD_LABELS,
  categoryLabel,
  formatBusinessDate,
  formatCents,
  type Expense,
} from '@haulbooks/domain';
import { EXPENSES_UI } from '../messages';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface ExpenseDetailsDrawerProps {
  expense: Expense;
  readOnly: boolean;
  onEdit: () => void;
  onClose: () => void;
}

/** View Details: every field of one expense, with Edit for a writable subject. */
export function ExpenseDetailsDrawer({ expense, readOnly, onEdit, onClose }: ExpenseDetailsDrawerProps) {
  const rows: Array<[string, React.ReactNode]> = [
    [EXPENSES_UI.columns.date, formatBusinessDate(expense.date)],
    [EXPENSES_UI.columns.amount, formatCents(expense.amountCents)],
    [EXPENSES_UI.columns.category, <Badge key="category">{categoryLabel(expense.category)}</Badge>],
    [EXPENSES_UI.details.paymentMethod, PAYMENT_METHOD_LABELS[expense.paymentMethod]],
    [EXPENSES_UI.columns.taxDeductible, expense.taxDeductible ? EXPENSES_UI.yes : EXPENSES_UI.no],
    [EXPENSES_UI.details.recurring, expense.recurring ? EXPENSES_UI.yes : EXPENSES_UI.no],
    [EXPENSES_UI.details.notes, expense.notes === '' ? EXPENSES_UI.details.noNotes : expense.notes],
    [EXPENSES_UI.details.added, dateTime.format(expense.createdAt)],
    [EXPENSES_UI.details.updated, dateTime.format(expense.updatedAt)],
  ];
  return (
    <Drawer.Root
      open
      placement="end"
      size="sm"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="expense-details">
            <Drawer.Header>
              <Stack gap="1">
                <Drawer.Title>{EXPENSES_UI.details.title}</Drawer.Title>
                <Text fontWeight="medium">{expense.description}</Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <DataList.Root orientation="horizontal">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                {EXPENSES_UI.details.close}
              </Button>
              {readOnly ? null : (
                <Button colorPalette="brand" onClick={onEdit}>
                  {EXPENSES_UI.edit}
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={EXPENSES_UI.details.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
