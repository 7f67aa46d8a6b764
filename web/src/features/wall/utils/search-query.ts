import { SEARCH_MAX_LENGTH } from '@wishwall/contracts/wish.dto';

export type SearchQueryProblem = 'too_long';

/** The search a `?q=` asks for: trimmed, or null for the whole wall. */
export function searchQueryOf(raw: string | null): string | null {
  const query = raw?.trim() ?? '';
  return query === '' ? null : query;
}

/** What the server would refuse, caught before asking it (1 to 100 characters). */
export function searchQueryProblem(query: string): SearchQueryProblem | null {
  return [...query].length > SEARCH_MAX_LENGTH ? 'too_long' : null;
}
