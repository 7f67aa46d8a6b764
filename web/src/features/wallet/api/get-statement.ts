import type { StatementFilter, StatementPageDto } from '@wishwall/contracts/statement.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** A page of the wallet's statement, newest first; `filter` narrows it to one kind. */
export async function getStatement(
  filter: StatementFilter | null,
  page: number,
  signal?: AbortSignal,
) {
  const kind = filter ? `&kind=${filter}` : '';
  const { statement, current_page, last_page } = await apiClient.get<StatementPageDto>(
    `/v1/wallet/statement?page=${page}${kind}`,
    signal,
  );
  return { items: statement.data, currentPage: current_page, lastPage: last_page };
}
