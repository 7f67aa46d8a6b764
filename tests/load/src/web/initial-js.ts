import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  /** The scripts `index.html` loads before anything renders: its entry and modulepreloads. */
  files: { name: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

const SCRIPT_URL =
  /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g;

/**
 * The JavaScript every visit to any page downloads before the app can render, read from the
 * built `index.html`: chunks loaded later on demand (other pages, dialogs, the socket client)
 * are not part of it. Sizes gzipped at level 9, as the build precompresses them.
 */
export async function measureInitialJs(distDir: string): Promise<InitialJs> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const names = [...new Set([...html.matchAll(SCRIPT_URL)].map((match) => match[1]!))];
  if (names.length === 0) throw new Error(`${distDir}/index.html loads no script`);
  const files = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(distDir, name));
      return { name, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
