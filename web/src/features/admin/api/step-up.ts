import type { StepUpDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Mails a code to confirm it is the operator (a new one replaces the one before). */
export function startStepUp(): Promise<unknown> {
  return apiClient.post('/v1/step-up');
}

/** Checks the code; the answer is this session's token with a fresh second factor. */
export async function verifyStepUp(code: string): Promise<string> {
  const { token } = await apiClient.post<StepUpDto>('/v1/step-up/verify', { code });
  return token;
}
