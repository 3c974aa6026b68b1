import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { AUTH_UI } from '@haulbooks/domain';

/** The part of Google's reCAPTCHA v2 API this screen uses. */
interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    haulbooksRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=haulbooksRecaptchaLoaded';
/** The provider's script is retried twice before the screen gives up (customer-app.md §7). */
export const RECAPTCHA_SCRIPT_RETRIES = 2;
/** Pause before each retry, growing with the attempt: a flaky network gets a moment to recover. */
export const RECAPTCHA_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let loading: Promise<Grecaptcha> | undefined;

function loadOnce(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    window.haulbooksRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without its API'));
    };
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
}

/** Loads Google's reCAPTCHA v2 script once per page, retrying failed loads. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= (async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RECAPTCHA_SCRIPT_RETRIES; attempt += 1) {
      if (attempt > 0) await wait(RECAPTCHA_RETRY_DELAY_MS * attempt);
      try {
        const api = await loadOnce();
        // From now on window.grecaptcha is the source of truth; only in-flight loads are shared.
        loading = undefined;
        return api;
      } catch (error) {
        lastError = error;
      }
    }
    loading = undefined;
    throw lastError;
  })();
  return loading;
}

export interface RecaptchaHandle {
  /** Clears the widget; the token is gone and onToken(null) is called. */
  reset(): void;
}

interface RecaptchaProps {
  siteKey: string;
  /** A fresh token after the visitor solves it; null when it expires, fails or is reset. */
  onToken: (token: string | null) => void;
  ref?: Ref<RecaptchaHandle>;
}

/** Google reCAPTCHA v2 checkbox, rendered explicitly into this component's box. */
export function Recaptcha({ siteKey, onToken, ref }: RecaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (widget.current) widget.current.api.reset(widget.current.id);
        onTokenRef.current(null);
      },
    }),
    [],
  );

  return (
    <Box>
      {/* Reserve the widget's height while it loads so the button below does not jump. */}
      <Box ref={container} data-testid="recaptcha" minHeight={failed ? '0' : '78px'} />
      {failed ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {AUTH_UI.captchaLoadFailed}
        </Text>
      ) : null}
    </Box>
  );
}
