import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { requireDatabaseUrl } from './require-database-url.ts';
import { requireSmtpUrl } from './require-smtp-url.ts';

// A service run on its own has no embedded Postgres or mail catcher: it says which variable to
// set, and how `pnpm start` does without.
describe('requireDatabaseUrl and requireSmtpUrl', () => {
  it('give the URL that is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://wall@db:5432/wishwall',
      SMTP_URL: 'smtp://mail:587',
    });
    expect(requireDatabaseUrl(config)).toBe('postgres://wall@db:5432/wishwall');
    expect(requireSmtpUrl(config)).toBe('smtp://mail:587');
  });

  it('refuse to start without one, naming the variable and pnpm start', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(() => requireDatabaseUrl(config)).toThrow(ConfigError);
    expect(() => requireDatabaseUrl(config)).toThrow(/DATABASE_URL is not set.*pnpm start/);
    expect(() => requireSmtpUrl(config)).toThrow(ConfigError);
    expect(() => requireSmtpUrl(config)).toThrow(/SMTP_URL is not set.*pnpm start/);
  });
});
