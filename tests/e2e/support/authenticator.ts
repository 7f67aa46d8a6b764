import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
/** The last time step used per secret: the server takes each step once. */
const usedSteps = new Map<string, number>();

/**
 * The code a phone's authenticator app shows for `secret`, computed with the library the
 * server uses (otpauth): a step not used before, now or the next one (the server allows one
 * step of drift), waiting for a new step when both are spent.
 */
export async function appCode(secret: string): Promise<string> {
  for (;;) {
    const now = TOTP.counter({ period: 30 });
    const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return TOTP.generate({
        secret: Secret.fromBase32(secret),
        period: 30,
        timestamp: step * PERIOD_MS + 1000,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, TOTP.remaining({ period: 30 }) + 50));
  }
}
