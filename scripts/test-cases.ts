// `pnpm test:cases [checkout]`: every case `pnpm test` runs, one per line, sorted —
// "tier | file | name" — so two commits' lists can be compared with `diff` (a faster suite must
// keep its cases: docs/test-suite-cases.md). It reads the cases as Vitest and Playwright list
// them, without running one: Vitest's `list` and Playwright's `--list`, in the checkout given
// (this one by default), with that checkout's own installed tools.
//
// A listing is static: a case a file makes only once it runs (one per route of a catalogue
// read at run time, say) is listed as the loop that makes it. Both sides of a comparison are
// listed the same way.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(process.argv[2] ?? '.');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Case {
  tier: string;
  file: string;
  name: string;
}

/** Vitest's cases under `config`, as `vitest list --json` writes them. */
async function vitestCases(tier: string, config: string): Promise<Case[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'wishwall-cases-'));
  const output = path.join(folder, 'cases.json');
  try {
    await run(bin('vitest'), ['list', '--config', config, `--json=${output}`], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    const listed = JSON.parse(await readFile(output, 'utf8')) as { name: string; file: string }[];
    return listed.map(({ name, file }) => ({ tier, file: path.relative(root, file), name }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string }[];
}

/** Playwright's specs, as `playwright test --list --reporter=json` reports them. */
async function playwrightCases(): Promise<Case[]> {
  const { stdout } = await run(bin('playwright'), ['test', '--list', '--reporter=json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { config: { rootDir: string }; suites: PlaywrightSuite[] };
  const cases: Case[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      cases.push({
        tier: 'browser',
        file: path.relative(root, path.join(report.config.rootDir, spec.file)),
        name: [...titles, spec.title].join(' > '),
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files, whose titles are their paths.
  for (const file of report.suites) walk(file, []);
  return cases;
}

const cases = [
  ...(await vitestCases('vitest', 'vitest.config.ts')),
  ...(await vitestCases('faults', 'vitest.faults.config.ts')),
  ...(await playwrightCases()),
];
const lines = cases.map(({ tier, file, name }) => `${tier} | ${file} | ${name}`);
// One line per case; a case listed twice (a loop making equal names) is listed twice.
console.log(lines.sort().join('\n'));
