/**
 * The design tokens of Haulbooks: colours, type scale, radii, spacing and shadows, in one place.
 *
 * Two consumers, one source:
 * - the Chakra UI theme (`lib/theme.ts`) behind the firebase zone (sign-in, customer app, admin);
 * - the public site's plain CSS (`features/public/public.css`), through the `--hb-*` custom
 *   properties that {@link cssCustomProperties} generates; `design-tokens.test.tsx` fails when a
 *   value in the CSS drifts from this module (and on any hex colour outside its `:root` block).
 *
 * Plain constants only: the landing page imports this module, so it must never import Chakra.
 */

/** Colour scales. brand = the product's navy (theme-color #0b3b60), accent = the amber of the logo. */
export const palette = {
  brand: {
    50: '#e8f1f8',
    100: '#c6dbec',
    200: '#9dc1dd',
    300: '#6fa3cb',
    400: '#3f82b5',
    500: '#1d6398',
    600: '#124d7b',
    700: '#0b3b60',
    800: '#062338',
    900: '#051c2f',
    950: '#03111d',
  },
  accent: {
    50: '#fff8eb',
    100: '#feecc7',
    200: '#ffd58a',
    300: '#fbbf4d',
    400: '#f5a524',
    500: '#d98b0b',
    600: '#b46f06',
    700: '#8c5309',
    800: '#6b400d',
    900: '#4a2c0b',
    950: '#1b1403',
  },
} as const;

/** Colours by role, shared by every surface. */
export const colors = {
  text: '#1a2433',
  white: '#ffffff',
  textMuted: '#52627a',
  border: '#dbe3ec',
  surface: '#ffffff',
  surfaceTint: '#f4f7fb',
  success: '#1f9d55',
  danger: '#c53030',
  dangerSubtle: '#fde8e8',
  /** The page's primary action and headings. */
  primary: palette.brand[700],
  primaryHover: palette.brand[500],
  /** Text on navy (hero, sidebar, footer). */
  onPrimary: palette.brand[100],
  onAccent: palette.accent[950],
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** The type scale (rem), the same steps in Chakra (`fontSize="lg"`) and CSS (`var(--hb-text-lg)`). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  normal: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
  extrabold: '800',
} as const;

export const radii = {
  xs: '4px',
  sm: '6px',
  md: '10px',
  lg: '14px',
  full: '9999px',
} as const;

/** Spacing steps of 0.25rem (4px): Chakra's `p="5"` and CSS `var(--hb-space-5)` are both 1.25rem. */
export const spacing = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export const shadows = {
  card: '0 1px 2px rgb(11 59 96 / 6%), 0 8px 24px rgb(11 59 96 / 8%)',
  raised: '0 12px 32px rgb(0 0 0 / 28%)',
} as const;

export const sizes = {
  /** The widest content column (public pages, the sign-in header). */
  container: '1160px',
  headerHeight: '64px',
  sidebarWidth: '16rem',
  logo: '34px',
} as const;

type CssName = `--hb-${string}`;

function scale<K extends string | number>(
  prefix: string,
  values: Record<K, string>,
): Record<CssName, string> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([step, value]) => [`--hb-${prefix}-${step}`, value]),
  );
}

/**
 * The CSS custom properties of the public site, generated from the tokens above. public.css
 * declares exactly these in its `:root` block (design-tokens.test.ts holds it to that), so plain
 * CSS and the Chakra theme never disagree. A function, so that bundles which do not call it (the
 * landing page) carry none of it.
 */
export function cssCustomProperties(): Readonly<Record<CssName, string>> {
  return {
    '--hb-navy': palette.brand[700],
    '--hb-navy-dark': palette.brand[800],
    '--hb-blue': palette.brand[500],
    '--hb-blue-light': palette.brand[50],
    '--hb-blue-soft': palette.brand[200],
    '--hb-on-navy': colors.onPrimary,
    '--hb-accent': palette.accent[400],
    '--hb-accent-dark': palette.accent[500],
    '--hb-accent-light': palette.accent[200],
    '--hb-on-accent': colors.onAccent,
    '--hb-text': colors.text,
    '--hb-muted': colors.textMuted,
    '--hb-border': colors.border,
    '--hb-surface': colors.surface,
    '--hb-white': colors.white,
    '--hb-tint': colors.surfaceTint,
    '--hb-success': colors.success,
    '--hb-danger': colors.danger,
    '--hb-danger-subtle': colors.dangerSubtle,
    '--hb-font-body': fonts.body,
    '--hb-font-mono': fonts.mono,
    ...scale('text', fontSizes),
    ...scale('radius', radii),
    ...scale('space', spacing),
    '--hb-shadow': shadows.card,
    '--hb-shadow-raised': shadows.raised,
    '--hb-container': sizes.container,
    '--hb-header-height': sizes.headerHeight,
    '--hb-logo-size': sizes.logo,
  };
}
