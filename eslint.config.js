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

/**
 * Which code may import which (decision 0024): a service never imports another service, tests
 * included; packages and the suites that drive the running system import no service;
 * local-infra and security import no application code. Only scripts/ (the
 * all-in-one start) and tests/integration put services together.
 */
const SERVICES = ['api', 'gateway', 'worker'];
const servicePattern = (names) => ({
  // `@wishwall/worker/...`, or a relative path that climbs into `services/worker/src/`.
  regex: `^(@wishwall/(${names.join('|')})(/|$)|(\\.\\./)+(services/)?(${names.join('|')})/src/)`,
  message:
    'Services stay apart (decision 0024): share it through a package, or test the services together in tests/integration.',
});
const layout = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const APPLICATION_CODE = {
  regex: '^@wishwall/(?!security(/|$))',
  message:
    'Local infrastructure and security primitives import no application code (decision 0024).',
};

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
    files: ['scripts/**', 'packages/*/src/cli/**', 'packages/operations/src/commands/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Kysely's convention: migrations take Kysely<any> so they never depend on today's types.
    files: ['packages/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...SERVICES.map((service) =>
    layout(
      [`services/${service}/**`],
      [servicePattern(SERVICES.filter((other) => other !== service))],
    ),
  ),
  layout(
    ['packages/**', 'tests/e2e/**', 'tests/faults/**', 'tests/load/**'],
    [servicePattern(SERVICES)],
  ),
  layout(
    ['packages/local-infra/**', 'packages/security/**'],
    [servicePattern(SERVICES), APPLICATION_CODE],
  ),
  {
    // A test that indexes past what it set up should fail loudly, which `!` does.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
