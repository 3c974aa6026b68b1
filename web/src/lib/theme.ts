import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { colors, fontSizes, fontWeights, fonts, palette, radii, shadows, spacing } from './design-tokens';

/** `{ 50: '#…' }` → `{ 50: { value: '#…' } }`, the shape Chakra's token definitions take. */
function tokens<K extends string | number>(values: Record<K, string>): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, { value }]));
}

/** The semantic keys Chakra's `colorPalette` prop looks up, for one of our scales. */
function paletteSemantics(name: 'brand' | 'accent', solid: number, contrast: string, fg: number) {
  return {
    solid: { value: `{colors.${name}.${solid}}` },
    contrast: { value: contrast },
    fg: { value: `{colors.${name}.${fg}}` },
    muted: { value: `{colors.${name}.100}` },
    subtle: { value: `{colors.${name}.50}` },
    emphasized: { value: `{colors.${name}.200}` },
    focusRing: { value: `{colors.${name}.500}` },
  };
}

/**
 * Chakra UI system for every screen behind the firebase zone (sign-in, customer app, admin area).
 * Every value comes from lib/design-tokens.ts, the module the public site's CSS is checked
 * against, so the whole product speaks one design language: navy `brand`, amber `accent`, the
 * same text, border and tint colours, type scale, radii and spacing.
 */
const haulbooksConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand: tokens(palette.brand), accent: tokens(palette.accent) },
      fonts: tokens(fonts),
      fontSizes: tokens(fontSizes),
      fontWeights: tokens(fontWeights),
      radii: tokens(radii),
      spacing: tokens(spacing),
      shadows: { card: { value: shadows.card }, raised: { value: shadows.raised } },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand', 700, colors.surface, 700),
        accent: paletteSemantics('accent', 400, colors.onAccent, 700),
        fg: { DEFAULT: { value: colors.text }, muted: { value: colors.textMuted } },
        border: { DEFAULT: { value: colors.border } },
        bg: { subtle: { value: colors.surfaceTint } },
      },
      // Small controls, buttons and inputs, cards: the public site's 4 / 10 / 14 px corners.
      radii: { l1: { value: '{radii.xs}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
    },
  },
});

export const system = createSystem(defaultConfig, haulbooksConfig);
