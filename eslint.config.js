// Lint rules for every process. shared/ must stay importable from Node, Electron and the browser,
// so it may not reach for Node built-ins, Electron or the DOM. The renderer's state/ is the layer
// features build on, so it may not import from features/.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import tseslint from 'typescript-eslint';

// Object fields that hold text shown to people (settings, menus, notifications, dialogs).
const USER_TEXT_KEYS =
  '/^(label|title|description|placeholder|ariaLabel|hint|tooltip|heading|summary|detail|body|caption|buttonLabel)$/';
// A literal with a word in it (two letters in a row), not an id, class name or key.
const WORDS = '/[A-Za-z]{2}.*\\s|^[A-Z][a-z]+$/';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'release/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'electron',
            'fs',
            'path',
            'http',
            'https',
            'os',
            'crypto',
            'react',
            'react-dom',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
  {
    files: ['renderer/src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**'],
              message: 'state/ is the layer features build on: move what it needs into state/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every message is written with its English text (defaultMessage) and an explicit id, and its
    // arguments, plurals and tags are well-formed ICU (scripts/i18n.mjs extracts them).
    files: ['renderer/src/**/*.{ts,tsx}', 'shared/**/*.ts', 'electron/**/*.ts'],
    // The API operations' summaries document the code; no screen shows them.
    ignores: ['shared/api/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { other: true }],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-id': 'off',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,description,heading,hint,caption}']] } },
      ],
      // Text for people written outside the catalogue: JSX text and the props above are caught by
      // the formatjs rule; this catches the same words given as object fields or to the live region.
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name=${USER_TEXT_KEYS}] > :matches(Literal[value=${WORDS}], TemplateLiteral[quasis.0.value.raw=${WORDS}])`,
          message: 'User-visible text goes through the catalogue (defineMessages / intl.formatMessage).',
        },
        {
          selector: `CallExpression[callee.name=/^(announce|alert|confirm)$/] > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
          message: 'User-visible text goes through the catalogue (defineMessages / intl.formatMessage).',
        },
      ],
    },
  },
);
