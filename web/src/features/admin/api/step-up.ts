import type { StepUpDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

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
