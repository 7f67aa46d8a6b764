import { execFileSync } from 'node:child_process';

/**
 * The repository's files, from its root: tracked ones, and new ones not ignored, so a file
 * written but not yet added is checked too.
 */
export function repositoryFiles(root: string): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
}
