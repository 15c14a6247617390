import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The app's layers, lowest first (`docs/design.md` §2.2): a layer imports only from layers
 * below it and from itself. `src/server` writes the site files at build time beside the
 * prerender, so it sits with `src/app`. `common` is the only code both the shell and the site
 * import (locales, themes, the kiosk's settings, the bridge's contract, the CSP), and it imports
 * neither.
 */
const LAYERS = [
  ['./src/config'],
  ['./src/lib'],
  ['./src/content'],
  ['./src/stores'],
  ['./src/hooks'],
  ['./src/components'],
  ['./src/features'],
  ['./src/app', './src/server'],
];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((target) => ({
    target,
    from: LAYERS.slice(index + 1).flat(),
    message:
      'Imports flow one way: config ← lib ← content ← stores ← hooks ← components ← features ← app (docs/design.md §2.2).',
  })),
);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; a route composes them, and shared code lives below features.',
}));
const sharedZones = [
  {
    target: './common',
    from: ['./src', './electron', './vite-plugins', './scripts', './admin'],
    message: 'common is imported by the site and the shell and imports neither.',
  },
  { target: './electron', from: './src', message: 'The shell shares code with the site only through common.' },
  { target: './src', from: './electron', message: 'The site shares code with the shell only through common.' },
];

export default tseslint.config(
  {
    // security/canary is deliberately insecure code for the security scan to catch.
    ignores: [
      'dist',
      'dist-api',
      'dist-cms',
      'dist-electron',
      'release',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      'security/canary',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts', 'electron/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parsers and extensions, so `no-cycle` follows imports into .ts and .tsx files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...sharedZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
    },
  },
  {
    files: [
      'vite.config.ts',
      'playwright.config.ts',
      'vite-plugins/**/*.ts',
      'tests/e2e/**/*.ts',
      'scripts/**/*.{ts,js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Development tools (the content server above all) serve the app; the app never imports them.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/scripts/**', '**/tests/**'], message: 'Tooling is not part of the app.' }] },
      ],
    },
  },
  {
    // vi.fn() mocks are methods by design.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The bench hands functions to Playwright's page.evaluate, which run in the browser; the
    // reference page is browser code.
    files: ['scripts/bench/**/*.mjs', 'bench/reference/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
