// Part of `pnpm lint`: every workspace package's manifest lists what its code imports, and
// nothing else (docs/decisions/0043-boundaries-a-machine-checks.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkManifest, type WorkspacePackage } from './manifest-imports.ts';
import { repositoryFiles } from './repository-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const tracked = repositoryFiles(root);

// The workspace's packages (pnpm-workspace.yaml), not the root, whose devDependencies are the
// tools every package shares.
const dirs = tracked
  .filter((file) =>
    /^(packages\/[^/]+|services\/[^/]+|tests\/[^/]+|web)\/package\.json$/.test(file),
  )
  .map((file) => path.dirname(file));

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;

const tools = Object.keys(manifestOf('.').devDependencies ?? {}).filter(
  (name) => !name.startsWith('@wishwall/'),
);
// The tests of a package that the fixtures package itself depends on (db) import it through the
// root's devDependency: listing it would make the two a workspace cycle.
const fixturesNeed = Object.keys(manifestOf('packages/testing').dependencies ?? {});

const problems = dirs.flatMap((dir) => {
  const manifest = manifestOf(dir);
  const unlisted = new Set(tools);
  if (manifest.name && fixturesNeed.includes(manifest.name)) unlisted.add('@wishwall/testing');
  const pkg: WorkspacePackage = {
    dir,
    dependencies: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }),
    sources: tracked
      .filter((file) => file.startsWith(`${dir}/`) && /\.(ts|tsx|js|mjs)$/.test(file))
      .filter((file) => !file.startsWith(`${dir}/public/`))
      .map((file) => {
        try {
          return { path: file, text: readFileSync(path.join(root, file), 'utf8') };
        } catch {
          return { path: file, text: '' }; // deleted in the work tree, not yet in the index
        }
      }),
  };
  return checkManifest(pkg, unlisted);
});
for (const { dir, message } of problems) console.error(`${dir}/package.json: ${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} manifest problem(s): add or remove the dependency.`);
  process.exit(1);
}
