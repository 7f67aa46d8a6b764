import type { Plugin } from 'vite';

/** A file of one of React's own runtime packages; the capture is the package's directory. */
const REACT_PACKAGE = /^(.*[\\/]node_modules[\\/](react|react-dom|scheduler))[\\/]/;

/** A file of Preact or of a library that stands in for React (preact/compat, @preact/…). */
const STAND_IN = /[\\/]node_modules[\\/](preact|@preact[\\/][^\\/]+|preact-[^\\/]+)[\\/]/;

/**
 * Why a bundle made of these modules must not ship: Preact (or a compat layer) in place of or
 * beside React, or a package of React's runtime present in two copies (two directories under
 * node_modules, e.g. two versions), which gives two hook dispatchers and a broken tree.
 * Empty when the bundle is fine.
 */
export function runtimeProblems(moduleIds: Iterable<string>): string[] {
  const problems: string[] = [];
  const copies = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    if (STAND_IN.test(id)) problems.push(`${id} is not React: the web runs React itself`);
    const match = REACT_PACKAGE.exec(id);
    if (!match) continue;
    const [, directory, name] = match as unknown as [string, string, string];
    const seen = copies.get(name) ?? new Set<string>();
    seen.add(directory);
    copies.set(name, seen);
  }
  for (const [name, directories] of copies) {
    if (directories.size > 1) {
      problems.push(`two copies of ${name} in the bundle: ${[...directories].sort().join(', ')}`);
    }
  }
  return problems;
}

/**
 * Stops the build when what would ship is not exactly one React: a stand-in runtime (decision
 * 0045 ended Preact's) or a second copy of React's packages. Read from the modules of every
 * chunk once the bundle is complete, so it sees what ships, whatever import brought it in.
 */
export function oneReact(): Plugin {
  return {
    name: 'wishwall:one-react',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? output.moduleIds : [],
      );
      const problems = runtimeProblems(ids);
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
