import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, relativeImports } from './import-cycles.ts';
import { repositoryFiles } from './repository-files.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('relativeImports', () => {
  it('resolves static, type, re-export and dynamic imports; leaves packages alone', () => {
    const files = new Set(['web/src/a/b.ts', 'web/src/c.tsx', 'web/src/a/d.ts', 'web/src/a/e.ts']);
    const text = [
      "import { x } from '../c.tsx';",
      "import type { Y } from './d.ts';",
      "export { z } from './e.ts';",
      "const lazy = await import('../c.tsx');",
      "import { create } from 'zustand';",
      "import './b.css';",
    ].join('\n');
    expect(relativeImports('web/src/a/b.ts', text, files)).toEqual([
      'web/src/c.tsx',
      'web/src/a/d.ts',
      'web/src/a/e.ts',
    ]);
  });
});

describe('importCycles', () => {
  it('finds a loop of three files, and nothing in a graph that points one way', () => {
    const loop = new Map([
      ['store.ts', ['values.ts']],
      ['values.ts', ['component.tsx']],
      ['component.tsx', ['store.ts']],
      ['page.tsx', ['component.tsx']],
    ]);
    expect(importCycles(loop)).toEqual([['component.tsx', 'store.ts', 'values.ts']]);
    const oneWay = new Map([
      ['component.tsx', ['store.ts', 'values.ts']],
      ['store.ts', ['values.ts']],
      ['values.ts', []],
    ]);
    expect(importCycles(oneWay)).toEqual([]);
  });
});

describe('the web client', () => {
  it('has no import loop', () => {
    const sources = repositoryFiles(ROOT).filter(
      (path) => /^web\/src\/.*\.tsx?$/.test(path) && existsSync(join(ROOT, path)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(importCycles(importGraph(ROOT, sources))).toEqual([]);
  });
});
