import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_RETRY_DELAY_MS, RECAPTCHA_SCRIPT_RETRIES, loadRecaptcha } from './recaptcha';

describe('loadRecaptcha', () => {
  let appended: HTMLScriptElement[];

  beforeEach(() => {
    vi.useFakeTimers();
    appended = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete window.grecaptcha;
  });

  it('loads the explicit-render script and resolves with the API once it reports ready', async () => {
    const loaded = loadRecaptcha();
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=haulbooksRecaptchaLoaded',
    );
    const api = { render: vi.fn(), reset: vi.fn() };
    window.grecaptcha = api;
    window.haulbooksRecaptchaLoaded?.();
    await expect(loaded).resolves.toBe(api);
  });

  it(`retries a failed load ${RECAPTCHA_SCRIPT_RETRIES} times, then gives up`, async () => {
    const loaded = loadRecaptcha();
    const outcome = loaded.then(
      () => 'loaded',
      () => 'failed',
    );
    for (let attempt = 0; attempt <= RECAPTCHA_SCRIPT_RETRIES; attempt += 1) {
      await vi.advanceTimersByTimeAsync(RECAPTCHA_RETRY_DELAY_MS * attempt);
      expect(appended).toHaveLength(attempt + 1);
      appended[attempt]?.onerror?.(new Event('error'));
    }
    expect(await outcome).toBe('failed');

    // A later visit starts over instead of remembering the failure.
    void loadRecaptcha().catch(() => undefined);
    expect(appended).toHaveLength(RECAPTCHA_SCRIPT_RETRIES + 2);
  });
});
