import type { ContactBody } from '@wishwall/contracts/contact.dto';
import { apiClient } from '../../../lib/api-client.ts';

export function sendContactMessage(body: ContactBody): Promise<null> {
  return apiClient.post<null>('/v1/contact', body);
}
