// Part of `pnpm lint`: the repository explains itself. Fails on a citation of a document, a
// section or an issue from outside the repository, on a link or `docs/…` path to a file or
// heading that does not exist, and on a decision record missing from the decisions index.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkReferences, type RepoFile } from './docs-references.ts';
import { repositoryFiles } from './repository-files.ts';

const root = path.resolve(import.meta.dirname, '..');
/**
 * The lockfile is generated and full of other projects' names; this check's own test holds one
 * bad reference of each kind on purpose.
 */
const SKIPPED = new Set(['pnpm-lock.yaml', 'scripts/docs-references.test.ts']);

const paths = repositoryFiles(root);

const files: RepoFile[] = [];
for (const file of paths) {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(root, file));
  } catch {
    continue; // deleted in the work tree, not yet in the index
  }
  const binary = bytes.subarray(0, 8000).includes(0);
  files.push({ path: file, text: binary || SKIPPED.has(file) ? '' : bytes.toString('utf8') });
}

const problems = checkReferences(files);
for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} reference problem(s). Cite docs/architecture.md, docs/product.md or a ` +
      'record in docs/decisions instead of documents outside the repository.',
  );
  process.exit(1);
}
