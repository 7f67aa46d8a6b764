import type { FactorProofBody, TwoFactorChangedDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Mails the code that confirms turning two-factor on. */
export function requestEnableCode(): Promise<unknown> {
  return apiClient.post('/v1/request-two-factor', { two_factor_type: 'email', purpose: 'enable' });
}

/** Either change signs every other session out; this one goes on with the answer's token. */
export function enableTwoFactor(code: string): Promise<TwoFactorChangedDto> {
  return apiClient.post<TwoFactorChangedDto>('/v1/enable-two-factor', { code });
}

/** Needs a current second factor (docs/decisions/0047-authenticator-apps.md). */
export function disableTwoFactor(proof: FactorProofBody): Promise<TwoFactorChangedDto> {
  return apiClient.post<TwoFactorChangedDto>('/v1/disable-two-factor', proof);
}
