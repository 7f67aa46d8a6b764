import { describe, expect, it } from 'vitest';
import { oneReact, runtimeProblems } from './one-react.ts';

const store = '/repo/node_modules/.pnpm';
const react = `${store}/react@19.3.1/node_modules/react/cjs/react.production.js`;
const reactDom = `${store}/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js`;
const scheduler = `${store}/scheduler@0.27.0/node_modules/scheduler/index.js`;
const router = `${store}/react-router@7.18.5_react@19.3.1/node_modules/react-router/dist/index.mjs`;
const app = '/repo/web/src/main.tsx';

describe('runtimeProblems', () => {
  it('accepts one React, React DOM and scheduler beside libraries named after React', () => {
    expect(
      runtimeProblems([app, react, `${react}/../index.js`, reactDom, scheduler, router]),
    ).toEqual([]);
  });

  it('refuses Preact and its compatibility layer', () => {
    const problems = runtimeProblems([
      app,
      `${store}/preact@11.2.0/node_modules/preact/compat/dist/compat.mjs`,
      `${store}/preact@11.2.0/node_modules/preact/dist/preact.mjs`,
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/preact\/compat.*is not React/);
  });

  it('refuses a second copy of a React package, naming both', () => {
    const second = `${store}/react@19.2.0/node_modules/react/cjs/react.production.js`;
    const nested = '/repo/web/node_modules/some-lib/node_modules/react-dom/index.js';
    const problems = runtimeProblems([react, second, reactDom, nested]);
    expect(problems).toEqual([
      expect.stringMatching(/^two copies of react in the bundle: .*react@19\.2\.0.*react@19\.3\.1/),
      expect.stringMatching(/^two copies of react-dom in the bundle: .*some-lib/),
    ]);
  });
});

describe('oneReact', () => {
  const chunk = (moduleIds: string[]) =>
    ({ type: 'chunk', fileName: 'x.js', moduleIds }) as unknown;

  const run = (bundle: Record<string, unknown>) => {
    const plugin = oneReact();
    const errors: string[] = [];
    const context = {
      error(message: string) {
        errors.push(message);
        throw new Error(message);
      },
    };
    const hook = plugin.generateBundle as (
      this: typeof context,
      options: unknown,
      bundle: unknown,
    ) => void;
    try {
      hook.call(context, {}, bundle);
    } catch {
      // the error is recorded above
    }
    return errors;
  };

  it('lets a bundle of one React through and stops one that carries Preact', () => {
    const asset = { type: 'asset', fileName: 'a.css' } as unknown;
    expect(run({ 'a.js': chunk([app, react, reactDom]), 'a.css': asset })).toEqual([]);
    const errors = run({
      'a.js': chunk([app, react]),
      'b.js': chunk([`${store}/preact@11.2.0/node_modules/preact/dist/preact.mjs`]),
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/preact/);
  });

  it('stops a bundle whose chunks hold two copies of React between them', () => {
    const errors = run({
      'a.js': chunk([react]),
      'b.js': chunk([`${store}/react@18.3.1/node_modules/react/index.js`]),
    });
    expect(errors[0]).toMatch(/two copies of react/);
  });
});
