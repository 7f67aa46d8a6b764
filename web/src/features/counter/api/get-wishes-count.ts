import type { CounterState } from '@wishwall/contracts/socket-events';
import type { WishesCountDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The published-wish count as the counter store holds it, whichever channel it came by. */
export async function getWishesCount(signal?: AbortSignal): Promise<CounterState> {
  const dto = await apiClient.get<WishesCountDto>('/v1/wishes-count', signal);
  return { value: dto.published_count, version: dto.version };
}
