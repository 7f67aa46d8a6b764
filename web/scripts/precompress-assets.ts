import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts in other formats are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file Vite emits, at the highest
 * levels (paid once per build, not per request). Both servers send them as they are:
 * @fastify/static with `preCompressed` under `pnpm start`, nginx's `gzip_static` in compose.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'wishwall:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => precompressFile(path.join(outDir, file))));
    },
  };
}

export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
