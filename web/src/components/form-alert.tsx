import { Alert } from '@chakra-ui/react';

export interface FormAlertProps {
  /** Nothing is rendered without a message. */
  message: string | undefined | null;
  status?: 'error' | 'warning' | 'info' | 'success';
}

/**
 * The inline box above a form: validation and server messages, one at a time. Errors and
 * warnings are announced at once (role alert), information politely (role status).
 */
export function FormAlert({ message, status = 'error' }: FormAlertProps) {
  if (!message) return null;
  const urgent = status === 'error' || status === 'warning';
  return (
    <Alert.Root status={status} role={urgent ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
