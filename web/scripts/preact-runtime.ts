import type { Plugin } from 'vite';

/**
 * Every entry point of React and React DOM that the app or its libraries import (react-router,
 * react-i18next, zustand and the JSX transform), each mapped by its exact name to Preact's
 * compatibility layer.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/** A file of React's own packages (not react-router's or react-i18next's). */
const REACT_ITSELF = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Runs the app on Preact in place of React (decision 0031): the code keeps importing `react`.
 * An import the map above does not cover (say `react-dom/server`) would load React itself
 * beside Preact — two runtimes, one of them unmounted — so it stops the build instead.
 */
export function preactRuntime(): Plugin {
  return {
    name: 'wishwall:preact-runtime',
    enforce: 'pre',
    config: () => ({ resolve: { alias: PREACT_FOR_REACT } }),
    load(id) {
      if (REACT_ITSELF.test(id)) {
        this.error(`${id} is React itself: map its import to Preact in preact-runtime.ts`);
      }
    },
    onLog(_level, log) {
      if (log.code !== 'IMPORT_IS_UNDEFINED' || !log.message.includes('preact')) return;
      // react-router reads React 19's `useOptimistic` if the runtime has it and falls back to
      // plain state when it is undefined, as it is in Preact; the warning says only that.
      if (log.message.includes('`useOptimistic`') && log.id?.includes('react-router')) return false;
      // A named import of an API that Preact lacks (useActionState, useFormStatus…) already
      // fails the build; read off the namespace (`React.useActionState`), as libraries do, it
      // is only a warning and would be undefined when called: an error here too.
      this.error(log);
    },
  };
}
