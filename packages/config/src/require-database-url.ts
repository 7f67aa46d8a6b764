import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** Services run stand-alone need a database; only `pnpm start` provides an embedded one. */
export function requireDatabaseUrl(config: Config): string {
  if (config.databaseUrl) return config.databaseUrl;
  throw new ConfigError(
    'DATABASE_URL is not set. Run the whole product with embedded defaults with `pnpm start`, ' +
      'or set DATABASE_URL=postgres://user:password@host:5432/wishwall',
  );
}
