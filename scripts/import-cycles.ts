import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Relative imports (static, re-exports and dynamic) of one source file, as written. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.\.?\/[^'"]+)['"]/g;

/** The files a source imports by relative path, resolved from its folder, among `files`. */
export function relativeImports(path: string, text: string, files: ReadonlySet<string>): string[] {
  const found = [...text.matchAll(RELATIVE_IMPORT)].map((match) =>
    normalize(join(dirname(path), match[1] ?? '')),
  );
  return [...new Set(found.filter((target) => files.has(target)))];
}

/** Every import loop of a graph (file → the files it imports), each as the files in it. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components: a component of more than one file is a loop.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const lowOf = (file: string) => low.get(file) ?? Infinity;
  const visit = (file: string) => {
    const own = next;
    next += 1;
    index.set(file, own);
    low.set(file, own);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      const seen = index.get(target);
      if (seen === undefined) {
        visit(target);
        low.set(file, Math.min(lowOf(file), lowOf(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(lowOf(file), seen));
      }
    }
    if (lowOf(file) !== own) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import graph of the given source files, read from `root`. */
export function importGraph(root: string, paths: readonly string[]): Map<string, string[]> {
  const files = new Set(paths);
  return new Map(
    paths.map((path) => [
      path,
      relativeImports(path, readFileSync(join(root, path), 'utf8'), files),
    ]),
  );
}
