import type { TransactionPageDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

export async function getTransactions(page: number, signal?: AbortSignal) {
  const { transactions, current_page, last_page } = await apiClient.get<TransactionPageDto>(
    `/v1/transactions?page=${page}`,
    signal,
  );
  return { items: transactions.data, currentPage: current_page, lastPage: last_page };
}
