import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { colors, cssCustomProperties, fonts, palette, radii, spacing } from './design-tokens';
import { LogoMark } from './logo';
import { system } from './theme';

// Read from disk: Vitest hands CSS imports to tests as empty modules.
const here = dirname(fileURLToPath(import.meta.url));
const read = (path: string) => readFileSync(join(here, path), 'utf8');
const publicCss = read('../features/public/public.css');
const indexCss = read('../index.css');
const indexHtml = read('../../index.html');
const favicon = read('../../public/favicon.svg');

/** The declarations of the first `selector { … }` block of a style sheet. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const entries = body
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [
        declaration.slice(0, colon).trim(),
        declaration
          .slice(colon + 1)
          .replace(/\s+/g, ' ')
          .trim(),
      ];
    });
  return new Map(entries as [string, string][]);
}

function rootBlock(): string {
  const lines = Object.entries(cssCustomProperties()).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}`;
}

/** An SVG's drawing: each element with its attributes, minus sizing and accessibility ones. */
function drawing(svg: string): string[] {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const ignored = new Set(['xmlns', 'width', 'height', 'aria-hidden', 'focusable', 'data-logo-mark']);
  return Array.from(document.querySelectorAll('*')).map((element) => {
    const attributes = Array.from(element.attributes)
      .filter((attribute) => !ignored.has(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value.toLowerCase()}`)
      .sort();
    return `${element.tagName} ${attributes.join(' ')}`;
  });
}

describe('design tokens: one source for the Chakra theme and the public CSS', () => {
  it('public.css :root declares exactly the token custom properties, with the token values', () => {
    const declared = Object.fromEntries(declarations(publicCss, ':root'));
    // On failure, paste this block over the :root block of public.css.
    expect(declared, `public.css should have:\n${rootBlock()}`).toEqual(cssCustomProperties());
  });

  it('public.css writes no colour of its own: hex colours only in :root', () => {
    const rootEnd = publicCss.indexOf('}', publicCss.indexOf(':root {'));
    const rest = publicCss.slice(rootEnd + 1).replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rest).toContain('.hb-hero');
    expect(rest.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });

  it('public.css uses only custom properties that the tokens define', () => {
    const used = new Set(Array.from(publicCss.matchAll(/var\((--hb-[\w-]+)/g), (match) => match[1]));
    expect(used.size).toBeGreaterThan(20);
    const undefinedNames = [...used].filter((name) => name && !(name in cssCustomProperties()));
    expect(undefinedNames).toEqual([]);
  });

  it('the Chakra theme resolves to the same values', () => {
    expect(system.token('colors.brand.700')).toBe(palette.brand[700]);
    expect(system.token('colors.brand.500')).toBe(palette.brand[500]);
    expect(system.token('colors.accent.400')).toBe(palette.accent[400]);
    expect(system.token('fonts.body')).toBe(fonts.body);
    expect(system.token('fonts.heading')).toBe(fonts.heading);
    expect(system.token('radii.md')).toBe(radii.md);
    expect(system.token('radii.lg')).toBe(radii.lg);
    expect(system.token('spacing.5')).toBe(spacing[5]);
    const semantic = (path: string) => system.tokens.getByName(path)?.originalValue;
    expect(semantic('colors.fg')).toBe(colors.text);
    expect(semantic('colors.fg.muted')).toBe(colors.textMuted);
    expect(semantic('colors.border')).toBe(colors.border);
    expect(semantic('colors.bg.subtle')).toBe(colors.surfaceTint);
    expect(semantic('colors.brand.solid')).toBe('{colors.brand.700}');
    expect(semantic('colors.accent.solid')).toBe('{colors.accent.400}');
  });

  it('the global body style and the browser theme colour use the tokens', () => {
    const body = declarations(indexCss, 'body');
    expect(body.get('font-family')).toBe(fonts.body);
    expect(body.get('color')).toBe(colors.text);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${palette.brand[700]}" />`);
  });

  it('the favicon is the logo mark, drawn in the token colours', () => {
    const mark = renderToStaticMarkup(<LogoMark />);
    expect(drawing(favicon)).toEqual(drawing(mark));
    expect(favicon).toContain(`fill="${palette.accent[400]}"`);
    expect(favicon).toContain(`stroke="${palette.brand[800]}"`);
  });
});
