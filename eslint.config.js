// One lint config for the whole repository. Architecture rules live here:
// - features never import each other (web/src/app composes them);
// - only the data layer (web/src/lib/firebase.ts, web/src/lib/firestore.ts, the session store web/src/lib/session.ts,
//   the Firestore adapter web/src/lib/data and features/*/api) imports firebase/*;
// - domain/ stays free of Firebase altogether.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const featuresDir = 'web/src/features';
const features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const firebaseImports = ['firebase', 'firebase/*', '@firebase/*'];
const firebasePattern = {
  group: firebaseImports,
  message:
    'Only web/src/lib/firebase.ts, web/src/lib/firestore.ts, web/src/lib/session.ts, web/src/lib/data and features/*/api may import Firebase.',
};
const testOnlyCalls = ['describe', 'it', 'test'].flatMap((name) =>
  ['only'].map((property) => ({
    selector: `CallExpression[callee.object.name='${name}'][callee.property.name='${property}']`,
    message: `${name}.${property} must not be committed: it silently skips the rest of the suite.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.bench/**',
      'test-results/**',
      'web/public/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...testOnlyCalls],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [firebasePattern],
        },
      ],
      // Each feature may import lib/, app-independent code and itself, never another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./${featuresDir}/${feature}`,
            from: `./${featuresDir}`,
            except: [`./${feature}`],
            message: 'Features must not import each other; compose them in web/src/app.',
          })),
        },
      ],
    },
  },
  {
    // web/src/app composes features through their index.ts only. Lazy route modules are the
    // exception (`lazy: () => import('../features/x/routes/page')` in routes.tsx, which this rule
    // does not check): importing them by path keeps every route its own chunk.
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebasePattern,
            {
              regex: '^(\\.\\./)+features/[^/]+/.+',
              message: "web/src/app imports a feature through its index.ts ('../features/<name>').",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'web/src/lib/firebase.ts',
      'web/src/lib/firestore.ts',
      'web/src/lib/session.ts',
      'web/src/lib/data/**/*.ts',
      'web/src/features/*/api/**/*.{ts,tsx}',
      'web/src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...firebaseImports,
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'domain/ is pure TypeScript: no Firebase.',
            },
          ],
        },
      ],
    },
  },
);
