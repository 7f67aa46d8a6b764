import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The raffle's result, or that it is not drawn yet (public). */
export function getRaffle(signal?: AbortSignal): Promise<RaffleDto> {
  return apiClient.get<RaffleDto>('/v1/raffle', signal);
}
