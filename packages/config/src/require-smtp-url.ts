import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** A worker run stand-alone needs a mail server; only `pnpm start` provides a local catcher. */
export function requireSmtpUrl(config: Config): string {
  if (config.smtpUrl) return config.smtpUrl;
  throw new ConfigError(
    'SMTP_URL is not set. Run the whole product with a local mail catcher with `pnpm start`, ' +
      'or set SMTP_URL=smtp://user:password@host:587',
  );
}
