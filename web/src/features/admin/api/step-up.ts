import type { PasskeyOptionsDto, StepUpDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';
import { signWithPasskey } from '../../auth/utils/passkey-ceremony.ts';

/**
 * Checks the authenticator app's code; the answer is this session's token with a fresh second
 * factor (docs/decisions/0047-authenticator-apps.md).
 */
export async function verifyStepUp(code: string): Promise<string> {
  const { token } = await apiClient.post<StepUpDto>('/v1/step-up/verify', {
    code,
    factor: 'totp',
  });
  return token;
}

/**
 * Steps up with one of the account's passkeys: a challenge bound to this session, the browser's
 * prompt, then the assertion; the answer is this session's token with `hwk` passed now
 * (docs/decisions/0053-passkeys.md).
 */
export async function stepUpWithPasskey(): Promise<string> {
  const options = await apiClient.post<PasskeyOptionsDto>('/v1/passkeys/proof-options');
  const { token } = await apiClient.post<StepUpDto>('/v1/step-up/passkey', {
    assertion: await signWithPasskey(options),
  });
  return token;
}
