import type { GiftResultDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

export function giftWish(receiverEmail: string): Promise<GiftResultDto> {
  return apiClient.post<GiftResultDto>('/v1/gift-a-wish', { receiver_email: receiverEmail });
}
