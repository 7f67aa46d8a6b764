import { ADMIN_PAGE_SIZE } from '@wishwall/contracts/admin.dto';

/** The console reads this many pages of a list at most (500 rows). */
const MAX_PAGES = 10;

/**
 * A console list's pages read in turn until a short one: a table sorts and pages what it holds,
 * so a row past the server's first page must be among its rows to be found at all.
 */
export async function everyPage<Row>(readPage: (page: number) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const next = await readPage(page);
    rows.push(...next);
    if (next.length < ADMIN_PAGE_SIZE) break;
  }
  return rows;
}
