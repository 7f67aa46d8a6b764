import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const PERIOD_MS = PERIOD_SECONDS * 1000;
/**
 * How long a code of the step behind must stay acceptable after it is computed: the page fills
 * it and sends it, and on a busy machine that takes seconds. Past this, the step behind could
 * have left the server's window by the time the code arrives.
 */
const BEHIND_STEP_MARGIN_MS = 10_000;
/** The last time step used per secret: the server takes each step once. */
const usedSteps = new Map<string, number>();

/**
 * The code a phone's authenticator app shows for `secret`, computed with the library the
 * server uses (otpauth): a step not used before, from the one behind to the one ahead (the
 * server allows one step of drift either way, as a phone's clock is seldom exact), waiting for a
 * new step only when all three are spent. The step behind is used only while it stays in the
 * window long enough for the page to send it. A spec that needs three codes thus waits at most
 * the margin, where taking the current step first made the third wait for the next step, up
 * to 30 s.
 */
export async function appCode(secret: string): Promise<string> {
  for (;;) {
    const now = TOTP.counter({ period: PERIOD_SECONDS });
    const remainingMs = TOTP.remaining({ period: PERIOD_SECONDS });
    const earliest = remainingMs >= BEHIND_STEP_MARGIN_MS ? now - 1 : now;
    const step = Math.max(earliest, (usedSteps.get(secret) ?? -Infinity) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return TOTP.generate({
        secret: Secret.fromBase32(secret),
        period: PERIOD_SECONDS,
        timestamp: step * PERIOD_MS + 1000,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, remainingMs + 50));
  }
}
