import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { HOME_PAGE_TITLE, pageTitle, usePageTitle } from './page-title';

describe('page titles', () => {
  it('names the screen first, then the product', () => {
    expect(pageTitle('Expenses')).toBe('Expenses · Haulbooks');
  });

  it('gives the landing page the same title as index.html', () => {
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
    expect(pageTitle()).toBe(HOME_PAGE_TITLE);
    expect(html).toContain(`<title>${HOME_PAGE_TITLE}</title>`);
  });

  it('sets document.title on show and follows a new screen name', () => {
    const { rerender } = renderHook(({ screen }) => usePageTitle(screen), {
      initialProps: { screen: 'Settlements' as string | undefined },
    });
    expect(document.title).toBe('Settlements · Haulbooks');
    rerender({ screen: 'Upload Documents' });
    expect(document.title).toBe('Upload Documents · Haulbooks');
    rerender({ screen: undefined });
    expect(document.title).toBe(HOME_PAGE_TITLE);
  });
});
