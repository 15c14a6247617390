import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // security/canary is deliberately insecure code for the security scan to catch.
    ignores: [
      'dist',
      'dist-api',
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
