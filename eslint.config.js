import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.storybook/public/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Untrusted HTML never reaches the DOM (docs/security.md).
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render HTML strings; render text.',
        },
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Never write innerHTML; build nodes or render text.',
        },
        {
          selector: 'JSXAttribute[name.name=/^(icon|leftIcon|rightIcon)$/] > Literal[raw=/^["\x27]/]',
          message: 'Give an icon as a component (<Home />): the build leaves out the table of icon names.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(icon|leftIcon|rightIcon)$/] > JSXExpressionContainer > Literal[raw=/^["\x27]/]',
          message: 'Give an icon as a component (<Home />): the build leaves out the table of icon names.',
        },
      ],
    },
  },
  // Size and branching limits for production code (docs/decisions/242-size-and-complexity-limits.md). Tests, stories
  // and test doubles read top to bottom as their cases and are left out.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'tests/**', '**/testing/**', '.storybook/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      complexity: ['error', 20],
    },
  },
  // A test file is held to its own length (docs/decisions/321-test-files-are-held-to-450-lines.md): past it, split it
  // by behaviour into files named for what they test, with the shared setup in a helper beside them.
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['sandbox/host/**', 'scripts/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
