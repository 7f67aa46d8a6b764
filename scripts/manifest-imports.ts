import { builtinModules } from 'node:module';

/** A workspace package: where it is, its manifest's dependencies, and its source files. */
export interface WorkspacePackage {
  dir: string;
  dependencies: string[];
  sources: { path: string; text: string }[];
}

/** What a package may import without listing it (the workspace root's tools: vitest, …). */
export type ImportableUnlisted = ReadonlySet<string>;

export interface ManifestProblem {
  dir: string;
  message: string;
}

/**
 * Dependencies a package uses without importing them: tools its configuration or scripts
 * name, and type packages of modules it imports.
 */
const USED_WITHOUT_IMPORT: Record<string, string[]> = {
  // vite itself runs the build.
  web: ['vite'],
};

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `resolve('x/…')`. */
const IMPORT_SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]|\b(?:import|require|resolve)\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const BUILTINS = new Set(builtinModules);

/** The package an import specifier names (`@scope/name`, `name`), or undefined for a path. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) ? undefined : name;
}

/** `@types/pg` types `pg`; `@types/scope__name` types `@scope/name`. */
function typedPackage(dependency: string): string | undefined {
  if (!dependency.startsWith('@types/')) return undefined;
  const name = dependency.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
}

/**
 * A manifest lists what its code imports, and its code imports only what it lists: a listed
 * dependency nothing imports is stale (it ships, and it hides what the package really needs),
 * and an unlisted one resolves only by luck (through the workspace root's node_modules).
 */
export function checkManifest(
  pkg: WorkspacePackage,
  unlisted: ImportableUnlisted,
): ManifestProblem[] {
  const imported = new Set<string>();
  for (const { text } of pkg.sources) {
    for (const match of text.matchAll(IMPORT_SPECIFIER)) {
      const name = packageOf(match[1] ?? match[2] ?? '');
      if (name) imported.add(name);
    }
  }
  const listed = new Set(pkg.dependencies);
  const problems: ManifestProblem[] = [];
  for (const name of [...imported].sort()) {
    if (!listed.has(name) && !unlisted.has(name)) {
      problems.push({ dir: pkg.dir, message: `imports ${name} without listing it` });
    }
  }
  const usedAnyway = new Set(USED_WITHOUT_IMPORT[pkg.dir] ?? []);
  for (const name of [...listed].sort()) {
    const typed = typedPackage(name);
    const used = imported.has(name) || usedAnyway.has(name) || (typed && imported.has(typed));
    if (!used) problems.push({ dir: pkg.dir, message: `lists ${name}, which nothing imports` });
  }
  return problems;
}
