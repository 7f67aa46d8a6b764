import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Files under `files` may not import from the web's `folders` (relative imports only). */
function webLayer(files, folders) {
  const message = `This layer sits below ${folders.join(', ')}: move the shared piece down instead.`;
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\.?/)+(${folders.join('|')})/`, message }] },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '.data/**', '.tools/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The web's layers import downwards only: lib → hooks/stores/components/ui → live → features →
  // app. A lower layer that reached up would tie shared code to one screen.
  webLayer('web/src/lib/**', ['hooks', 'stores', 'components', 'live', 'features', 'app']),
  webLayer('web/src/{hooks,stores,components}/**', ['live', 'features', 'app']),
  webLayer('web/src/live/**', ['features', 'app']),
  {
    files: ['scripts/**', 'packages/*/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Kysely's convention: migrations take Kysely<any> so they never depend on today's types.
    files: ['packages/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A test that indexes past what it set up should fail loudly, which `!` does.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
