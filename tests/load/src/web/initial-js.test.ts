import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureInitialJs } from './initial-js.ts';

describe('measureInitialJs', () => {
  it('counts the entry and its modulepreloads, gzipped, and nothing loaded on demand', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'wishwall-initial-js-'));
    await mkdir(path.join(dist, 'assets'));
    const entry = 'import "./vendor-b.js";'.repeat(50);
    const vendor = 'export const v = 1;'.repeat(200);
    await writeFile(path.join(dist, 'assets', 'index-a.js'), entry);
    await writeFile(path.join(dist, 'assets', 'vendor-b.js'), vendor);
    await writeFile(path.join(dist, 'assets', 'lazy-c.js'), 'x'.repeat(10_000));
    await writeFile(
      path.join(dist, 'index.html'),
      `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-d.css"></head>`,
    );
    const measured = await measureInitialJs(dist);
    expect(measured.files.map((f) => f.name)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
    expect(measured.bytes).toBe(entry.length + vendor.length);
    expect(measured.gzipBytes).toBe(
      gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length,
    );
  });

  it('refuses a build whose index.html loads no script', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'wishwall-initial-js-'));
    await writeFile(path.join(dist, 'index.html'), '<head></head>');
    await expect(measureInitialJs(dist)).rejects.toThrow(/loads no script/);
  });
});
