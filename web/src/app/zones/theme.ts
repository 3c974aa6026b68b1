import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra UI system for every screen behind the firebase zone: the default theme plus the
 * product's navy (index.html theme-color #0b3b60) as a `brand` colour palette.
 */
const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1f8' },
          100: { value: '#c6dbec' },
          200: { value: '#9dc1dd' },
          300: { value: '#6fa3cb' },
          400: { value: '#3f82b5' },
          500: { value: '#1d6398' },
          600: { value: '#124d7b' },
          700: { value: '#0b3b60' },
          800: { value: '#082b47' },
          900: { value: '#051c2f' },
          950: { value: '#03111d' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brandConfig);
