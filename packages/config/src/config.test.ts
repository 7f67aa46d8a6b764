import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, payoutProviderOf } from './config.ts';

describe('loadConfig', () => {
  it('runs locally on safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'ww',
      smtpUrl: undefined,
      mailFrom: 'Wishwall <no-reply@wishwall.local>',
      contactTo: 'operators@wishwall.local',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('converts and validates values, treating empty variables as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://wall.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://wall.example');
  });

  it('chooses who renders the first screens, and refuses anything but server or client', () => {
    expect(loadConfig({}).firstScreens).toBe('server');
    expect(loadConfig({ FIRST_SCREENS: 'client' }).firstScreens).toBe('client');
    const server = loadConfig({
      FIRST_SCREENS: 'server',
      WEB_SERVER_ENTRY: '/srv/web/entry-server.js',
      FIRST_SCREEN_REFRESH_MS: '250',
    });
    expect(server).toMatchObject({
      firstScreens: 'server',
      webServerEntry: '/srv/web/entry-server.js',
      firstScreenRefreshMs: 250,
    });
    expect(() => loadConfig({ FIRST_SCREENS: 'both' })).toThrow(/FIRST_SCREENS/);
    expect(() => loadConfig({ FIRST_SCREEN_REFRESH_MS: '5' })).toThrow(/FIRST_SCREEN_REFRESH_MS/);
  });

  it('names every invalid variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', GATEWAY_TICK_MS: '500', NODE_ENV: 'staging' }),
    ).toThrow(/PORT[\s\S]*GATEWAY_TICK_MS|GATEWAY_TICK_MS[\s\S]*PORT/);
  });

  it('refuses to start in production without its secrets', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL is required in production/);
    expect(attempt).toThrow(/JWT_SECRET is required in production/);
    expect(attempt).toThrow(/TOTP_ENCRYPTION_KEY is required in production/);
    expect(attempt).toThrow(/SMTP_URL is required in production/);
  });

  it('starts in production once the secrets are given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://wall@db/wishwall',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
    });
    expect(config.totpEncryptionKey).toBe('ab'.repeat(32));
    expect(config.payments).toMatchObject({ sandbox: false, paypal: undefined });
    expect(config.jwtSecret).toBe('a-production-secret-of-at-least-32-characters');
    expect(config.smtpUrl).toBe('smtp://mail.example:587');
  });

  it('uses the sandbox checkout locally and refuses production without a real provider', () => {
    expect(loadConfig({}).payments).toEqual({
      stripe: undefined,
      paypal: undefined,
      sandbox: true,
    });
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://wall@db/wishwall',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY or PAYPAL_CLIENT_ID/);
    expect(() =>
      loadConfig({
        ...production,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYMENTS_SANDBOX: 'true',
      }),
    ).toThrow(/PAYMENTS_SANDBOX must not be set in production/);
    const paypalOnly = loadConfig({
      ...production,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(paypalOnly.payments.paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
  });

  it('pays withdrawals out through PayPal, else the local sandbox, else turns them off', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://wall@db/wishwall',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
    };
    const stripeOnly = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(payoutProviderOf(loadConfig({}).payments)).toBe('sandbox');
    expect(payoutProviderOf(loadConfig(paypal).payments)).toBe('paypal');
    expect(payoutProviderOf(loadConfig({ ...production, ...stripeOnly }).payments)).toBe('off');
    expect(payoutProviderOf(loadConfig({ ...production, ...paypal }).payments)).toBe('paypal');
  });

  it('hashes passwords at OWASP’s argon2id cost, and cheaply only in tests', () => {
    const owasp = { memoryKib: 19_456, iterations: 2, parallelism: 1 };
    expect(loadConfig({}).passwordHashing).toEqual(owasp);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).passwordHashing).toEqual(
      owasp,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toEqual({
      memoryKib: 256,
      iterations: 1,
      parallelism: 1,
    });
    expect(
      loadConfig({ ARGON2_MEMORY_KIB: '65536', ARGON2_ITERATIONS: '3', ARGON2_PARALLELISM: '2' })
        .passwordHashing,
    ).toEqual({ memoryKib: 65_536, iterations: 3, parallelism: 2 });
  });

  it('refuses a password hashing cost below OWASP’s in production', () => {
    const production = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
    expect(() => loadConfig({ ...production, ARGON2_MEMORY_KIB: '256' })).toThrow(
      /ARGON2_MEMORY_KIB=256 with ARGON2_ITERATIONS=2 is below OWASP's argon2id minimum/,
    );
    expect(() =>
      loadConfig({ ...production, ARGON2_MEMORY_KIB: '19456', ARGON2_ITERATIONS: '1' }),
    ).toThrow(ConfigError);
    // OWASP's other configurations trade memory for passes, and are as good.
    for (const [memory, passes] of [
      ['47104', '1'],
      ['12288', '3'],
      ['7168', '5'],
    ] as const) {
      expect(
        loadConfig({ ...production, ARGON2_MEMORY_KIB: memory, ARGON2_ITERATIONS: passes })
          .passwordHashing,
      ).toMatchObject({ memoryKib: Number(memory), iterations: Number(passes) });
    }
  });
});

const PRODUCTION_SECRETS = {
  DATABASE_URL: 'postgres://wall@db/wishwall',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};
