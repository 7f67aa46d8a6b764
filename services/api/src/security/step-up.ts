import type { FastifyRequest } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import { hasSecondFactor, type TokenClaims } from '@wishwall/contracts/token-claims';
import { isRecentAuthentication } from '@wishwall/domain/step-up';

/** Asked of a session that must pass its second factor (again) before going on. */
export const stepUpRequired = () =>
  new AppError('step_up_required', 'Confirm it is you: enter a new code from your second factor');

/**
 * The step-up hook (`app.requireStepUp`): after `authenticate`, the session's token must show
 * a second factor (SECOND_FACTORS) passed within `maxAgeHours`. An operator's credits,
 * withdrawal decisions and raffle draw use it; a new money route adds it to its `onRequest`
 * (docs/decisions/0036-operator-sessions.md).
 */
export function stepUpCheck(maxAgeHours: number) {
  return async function requireStepUp(request: FastifyRequest): Promise<void> {
    const claims: Pick<TokenClaims, 'amr' | 'auth_time'> = request.user;
    if (
      !hasSecondFactor(claims.amr) ||
      !isRecentAuthentication(claims.auth_time, new Date(), maxAgeHours)
    ) {
      throw stepUpRequired();
    }
  };
}
