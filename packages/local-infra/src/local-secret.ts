import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 256 random bits, base64url: what a secret made for one installation holds. */
const SECRET_BYTES = 32;
const MIN_SECRET_LENGTH = 32;

/**
 * A secret made once for this checkout and kept in `file` (readable by its owner only), so
 * `pnpm start` without JWT_SECRET signs with a key nobody else has, and sessions survive a
 * restart. A file holding something shorter than a usable secret is replaced.
 */
export async function localSecret(file: string): Promise<string> {
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    },
  );
  if (stored.length >= MIN_SECRET_LENGTH) return stored;
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
