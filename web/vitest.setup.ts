import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; with every test file running in parallel on a
// 2-core CI machine, a dialog's close or a lazy chunk can take longer than that without being wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Chakra's positioned layers (menus, popovers) observe their anchor
// with one. Nothing is ever resized in jsdom, so an observer that never reports is faithful.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(() => {
  cleanup();
});
