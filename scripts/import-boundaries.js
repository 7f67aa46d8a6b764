/**
 * Which code may import which (docs/decisions/0043-boundaries-a-machine-checks.md), as the
 * `no-restricted-imports` settings of eslint.config.js. ESLint applies only the last setting of a
 * rule that matches a file, so each file gets every pattern it needs from one entry here: the
 * packages its area may import, the web's layers, and the two rules every area shares.
 */

/** The workspace packages each package's own code may import. */
export const PACKAGE_IMPORTS = {
  contracts: [],
  security: [],
  observability: [],
  config: ['contracts'],
  domain: ['contracts'],
  db: ['config', 'contracts', 'domain'],
  events: ['config', 'contracts', 'domain'],
  core: ['config', 'contracts', 'domain', 'db', 'events', 'observability'],
  payments: ['config', 'contracts', 'domain', 'db', 'events', 'observability', 'core'],
  operations: ['config', 'contracts', 'domain', 'db', 'events', 'observability', 'core'],
  'local-infra': ['security'],
  testing: ['config', 'contracts', 'db', 'events', 'local-infra'],
};
const PACKAGES = Object.keys(PACKAGE_IMPORTS);
const SERVICES = ['api', 'gateway', 'worker'];
/** What runs only on a developer's machine, in a shell or in tests, never inside a service. */
const NOT_FOR_SERVICES = ['operations', 'testing', 'local-infra'];
const SERVICE_IMPORTS = PACKAGES.filter((name) => !NOT_FOR_SERVICES.includes(name));
/** The web client's build holds only what a browser may run. */
const WEB_IMPORTS = ['contracts', 'domain'];

/** A package's or a service's tests, and the fixtures they share. */
const TEST_CODE = ['**/*.test.ts', '**/test-support/**'];

const RULE = '(docs/decisions/0043-boundaries-a-machine-checks.md)';

/** Any `@wishwall/…` import but those of `allowed`. */
function onlyFrom(allowed, who) {
  const names = allowed.length > 0 ? `(?!(${allowed.join('|')})(/|$))` : '';
  const may = allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no workspace package';
  return { regex: `^@wishwall/${names}`, message: `${who} may import ${may} ${RULE}.` };
}
/** A relative path into another package's or service's `src/` skips its exports. */
const BY_NAME = {
  regex: '^(\\.\\./)+(.+/)?[a-z-]+/src/',
  message: `Import another package by its name (@wishwall/…): its exports say what it makes public ${RULE}.`,
};
const TEST_SUPPORT = {
  regex: '^@wishwall/[a-z-]+/test-support/',
  message: `Another package's test-support serves tests only ${RULE}.`,
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const testsOf = (folder) => TEST_CODE.map((pattern) => `${folder}/${pattern}`);

/** One area's code, and its tests (which may import more). */
function area(folder, who, allowed, allowedInTests = allowed) {
  return [
    restrict([`${folder}/**`], [onlyFrom(allowed, who), TEST_SUPPORT, BY_NAME], TEST_CODE),
    restrict(testsOf(folder), [onlyFrom(allowedInTests, `${who}'s tests`), BY_NAME]),
  ];
}

/** Web files under `files` may also not import from the web's `folders` above them. */
function webLayer(files, folders) {
  const message = `This layer sits below ${folders.join(', ')}: move the shared piece down instead.`;
  const layer = { regex: `^(\\.\\.?/)+(${folders.join('|')})/`, message };
  return restrict([files], [onlyFrom(WEB_IMPORTS, 'The web client'), BY_NAME, layer]);
}

export const importBoundaries = [
  ...PACKAGES.flatMap((name) =>
    area(`packages/${name}`, `packages/${name}`, PACKAGE_IMPORTS[name], [
      ...PACKAGE_IMPORTS[name],
      // A package's own tests may import the fixtures package: the one arrow the other way.
      ...(name === 'testing' ? [] : ['testing']),
    ]),
  ),
  ...SERVICES.flatMap((name) =>
    area(`services/${name}`, `services/${name}`, SERVICE_IMPORTS, [
      ...SERVICE_IMPORTS,
      'testing',
      'local-infra',
    ]),
  ),
  // The suites that drive the running system use any package, never a service's code.
  ...['e2e', 'faults', 'load'].map((name) =>
    restrict([`tests/${name}/**`], [onlyFrom(PACKAGES, `tests/${name}`), BY_NAME]),
  ),
  // The only places that put services together.
  restrict(['tests/integration/**', 'scripts/**'], [BY_NAME]),
  restrict(['web/**'], [onlyFrom(WEB_IMPORTS, 'The web client'), BY_NAME]),
  // The web's layers import downwards only: lib → hooks/stores/components/ui → live → features →
  // app. A lower layer that reached up would tie shared code to one screen.
  webLayer('web/src/lib/**', ['hooks', 'stores', 'components', 'live', 'features', 'app']),
  webLayer('web/src/{hooks,stores,components}/**', ['live', 'features', 'app']),
  webLayer('web/src/live/**', ['features', 'app']),
];
