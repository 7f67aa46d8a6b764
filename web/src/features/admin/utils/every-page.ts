import { ADMIN_PAGE_SIZE } from '@wishwall/contracts/admin.dto';

/** The console reads this many pages of a list at most (500 rows). */
const MAX_PAGES = 10;

/** A list as the console holds it: its rows, and whether the server has more past them. */
export interface HeldList<Row> {
  rows: Row[];
  /** The last page read was full at the cap: rows past it may exist and are not held. */
  more: boolean;
}

/**
 * A console list's pages read in turn until a short one: a table sorts and pages what it holds,
 * so a row past the server's first page must be among its rows to be found at all. At the cap
 * it says so (`more`), for the table to tell the operator rather than end the list silently.
 */
export async function everyPage<Row>(
  readPage: (page: number) => Promise<Row[]>,
): Promise<HeldList<Row>> {
  const rows: Row[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const next = await readPage(page);
    rows.push(...next);
    if (next.length < ADMIN_PAGE_SIZE) return { rows, more: false };
  }
  return { rows, more: true };
}
