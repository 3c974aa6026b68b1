/**
 * The app's one toast store and its renderer (Chakra UI v3). Toasts sit top-right; errors and
 * plain notices stay 4 s, successes 2 s, loading toasts until replaced; at most 20 are kept
 * (customer-app.md §9). Render <AppToaster/> once, inside ChakraProvider (the firebase zone).
 */
import { useCallback, useMemo, useRef } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = { default: 4000, error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

export const toaster = createToaster({ placement: 'top-end', max: MAX_TOASTS, pauseOnPageIdle: true });

interface Notice {
  title: string;
  description?: string;
}

/** Typed helpers so every screen gets the spec's durations without repeating them. */
export const notify = {
  success: ({ title, description }: Notice) =>
    toaster.create({ type: 'success', title, description, duration: TOAST_DURATION_MS.success }),
  error: ({ title, description }: Notice) =>
    toaster.create({ type: 'error', title, description, duration: TOAST_DURATION_MS.error }),
  info: ({ title, description }: Notice) =>
    toaster.create({ type: 'info', title, description, duration: TOAST_DURATION_MS.default }),
  warning: ({ title, description }: Notice) =>
    toaster.create({ type: 'warning', title, description, duration: TOAST_DURATION_MS.default }),
  loading: ({ title, description }: Notice) => toaster.create({ type: 'loading', title, description }),
};

/**
 * Error toasts of one form: a new attempt (or success) dismisses the previous attempt's error,
 * so a stale "Login failed" is not left next to "Welcome back!".
 */
export function useFormErrorToast() {
  const lastId = useRef<string | undefined>(undefined);
  const clear = useCallback(() => {
    if (lastId.current) toaster.dismiss(lastId.current);
    lastId.current = undefined;
  }, []);
  const show = useCallback(
    (notice: Notice) => {
      clear();
      lastId.current = notify.error(notice);
    },
    [clear],
  );
  return useMemo(() => ({ show, clear }), [show, clear]);
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable !== false ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
