import type { ReactNode } from 'react';
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A button that runs something, or a link that goes somewhere. */
export type EmptyStateAction = { label: string; onClick: () => void } | { label: string; to: string };

export interface EmptyStateProps {
  /** A decorative icon (from lib/icons). */
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  action?: EmptyStateAction;
}

/** What a list shows when it has nothing to show: an icon, a title, a hint and one next step. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md" data-testid="empty-state">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator color="brand.500">{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {text ? <ChakraEmptyState.Description>{text}</ChakraEmptyState.Description> : null}
        </VStack>
        {action ? <EmptyStateButton action={action} /> : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

function EmptyStateButton({ action }: { action: EmptyStateAction }) {
  if ('to' in action) {
    return (
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Button>
    );
  }
  return (
    <Button colorPalette="brand" size="sm" onClick={action.onClick}>
      {action.label}
    </Button>
  );
}
