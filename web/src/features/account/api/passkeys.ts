import type {
  FactorProofBody,
  PasskeyAddedDto,
  PasskeyDto,
  PasskeyOptionsDto,
  PasskeyRemovedDto,
  PasskeysDto,
} from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';
import { createPasskey, signWithPasskey } from '../../auth/utils/passkey-ceremony.ts';

export async function listPasskeys(signal?: AbortSignal): Promise<PasskeyDto[]> {
  return (await apiClient.get<PasskeysDto>('/v1/passkeys', signal)).passkeys;
}

/**
 * Creates a passkey in the browser and adds it under `name`: every other session is signed
 * out, this one goes on with the token in the answer.
 */
export async function addPasskey(name: string): Promise<PasskeyAddedDto> {
  const options = await apiClient.post<PasskeyOptionsDto>('/v1/passkeys/registration-options');
  const response = await createPasskey(options);
  return apiClient.post<PasskeyAddedDto>('/v1/passkeys', { name, response });
}

export function renamePasskey(id: string, name: string): Promise<PasskeyDto> {
  return apiClient.put<PasskeyDto>(`/v1/passkeys/${id}`, { name });
}

/** One of the account's passkeys as a current factor, for this session. */
export async function passkeyProof(): Promise<FactorProofBody> {
  const options = await apiClient.post<PasskeyOptionsDto>('/v1/passkeys/proof-options');
  return { factor: 'passkey', assertion: await signWithPasskey(options) };
}

export function removePasskey(id: string, proof: FactorProofBody): Promise<PasskeyRemovedDto> {
  return apiClient.post<PasskeyRemovedDto>(`/v1/passkeys/${id}/remove`, { proof });
}
