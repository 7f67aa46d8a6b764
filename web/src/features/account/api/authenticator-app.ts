import type {
  AuthenticatorEnabledDto,
  AuthenticatorSetupDto,
  FactorProofBody,
  RecoveryCodesDto,
  TwoFactorChangedDto,
} from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** A new secret to set the app up with: text, otpauth URI and QR code (shown once). */
export function setUpAuthenticator(): Promise<AuthenticatorSetupDto> {
  return apiClient.post<AuthenticatorSetupDto>('/v1/authenticator-app/setup');
}

/** Turns the app on with its first code; every other session is signed out. */
export function enableAuthenticator(code: string): Promise<AuthenticatorEnabledDto> {
  return apiClient.post<AuthenticatorEnabledDto>('/v1/authenticator-app/enable', { code });
}

export function disableAuthenticator(proof: FactorProofBody): Promise<TwoFactorChangedDto> {
  return apiClient.post<TwoFactorChangedDto>('/v1/authenticator-app/disable', proof);
}

export function renewRecoveryCodes(proof: FactorProofBody): Promise<RecoveryCodesDto> {
  return apiClient.post<RecoveryCodesDto>('/v1/authenticator-app/recovery-codes', proof);
}

/** Mails a code, bound to this session, that proves the e-mail factor. */
export function mailProofCode(): Promise<unknown> {
  return apiClient.post('/v1/step-up');
}
