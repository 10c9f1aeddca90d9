import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Each index loads all of date-fns' functions or locales wherever no bundler trims them
      // (the server, the unit suite: seconds on Node 24), so one module per function and locale.
      'no-restricted-imports': [
        'error',
        {
          paths: ['date-fns', 'date-fns/locale'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `Import each function or locale from its own module (date-fns/formatDistance, date-fns/locale/uz), not from ${name}.`,
          })),
        },
      ],
    },
  },
);
