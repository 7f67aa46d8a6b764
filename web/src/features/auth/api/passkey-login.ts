import type { PasskeyOptionsDto, SessionDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';
import { signWithPasskey } from '../utils/passkey-ceremony.ts';

/** Completes a login that answered `requireCode` with one of the account's passkeys. */
export async function verifyLoginPasskey(twoFactorToken: string): Promise<SessionDto> {
  const options = await apiClient.post<PasskeyOptionsDto>('/v1/login/passkey-options', {
    two_factor_token: twoFactorToken,
  });
  const assertion = await signWithPasskey(options);
  return apiClient.post<SessionDto>('/v1/verify-passkey', {
    two_factor_token: twoFactorToken,
    assertion,
  });
}

/** Signs in with a passkey alone: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<SessionDto> {
  const options = await apiClient.post<PasskeyOptionsDto>('/v1/passkey-login/options');
  const assertion = await signWithPasskey(options);
  return apiClient.post<SessionDto>('/v1/passkey-login', { assertion });
}
