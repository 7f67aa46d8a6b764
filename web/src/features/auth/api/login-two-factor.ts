import type { SessionDto, SignInFactor } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

// The contract exports these bodies as schemas only; the web holds no runtime TypeBox import.
interface VerifyTwoFactorBody {
  code: string;
  two_factor_token: string;
  /** The e-mailed code (the default) or the authenticator app's. */
  factor?: SignInFactor;
}

/** Completes a login that answered `requireCode` with the e-mailed or the app's code. */
export function verifyLoginCode(body: VerifyTwoFactorBody): Promise<SessionDto> {
  return apiClient.post<SessionDto>('/v1/verify-two-factor', body);
}

/** Completes a login with one of the authenticator app's recovery codes. */
export function verifyRecoveryCode(body: {
  recovery_code: string;
  two_factor_token: string;
}): Promise<SessionDto> {
  return apiClient.post<SessionDto>('/v1/verify-recovery-code', body);
}

/** Sends a fresh login code for the same attempt, replacing the previous one. */
export function resendLoginCode(twoFactorToken: string): Promise<unknown> {
  return apiClient.post('/v1/request-two-factor', {
    two_factor_type: 'email',
    purpose: 'login',
    two_factor_token: twoFactorToken,
  });
}
