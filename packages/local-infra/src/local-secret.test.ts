import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localSecret } from './local-secret.ts';

const dirs: string[] = [];
async function scratchFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wishwall-secret-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'jwt-secret');
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('localSecret', () => {
  it('makes a random secret once, readable by its owner only, and keeps it', async () => {
    const file = await scratchFile();
    const first = await localSecret(file);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await localSecret(file)).toBe(first);
  });

  it('gives two checkouts two different secrets', async () => {
    expect(await localSecret(await scratchFile())).not.toBe(await localSecret(await scratchFile()));
  });

  it('replaces a file too short to be a secret', async () => {
    const file = await scratchFile();
    await localSecret(file);
    await writeFile(file, 'short\n');
    const replaced = await localSecret(file);
    expect(replaced).toMatch(/^[\w-]{43}$/);
  });
});
