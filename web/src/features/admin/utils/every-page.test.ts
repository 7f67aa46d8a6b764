import { ADMIN_PAGE_SIZE } from '@wishwall/contracts/admin.dto';
import { describe, expect, it } from 'vitest';
import { everyPage } from './every-page.ts';

/** A server's list of `total` rows, paged as the admin lists are; `asked` records each page read. */
function serverList(total: number) {
  const asked: number[] = [];
  const readPage = (page: number) => {
    asked.push(page);
    const start = (page - 1) * ADMIN_PAGE_SIZE;
    const rows = Array.from({ length: Math.max(0, Math.min(ADMIN_PAGE_SIZE, total - start)) });
    return Promise.resolve(rows.map((_, index) => start + index));
  };
  return { asked, readPage };
}

describe('everyPage', () => {
  it('reads the pages after a full one, and stops at the first short one', async () => {
    const list = serverList(ADMIN_PAGE_SIZE * 2 + 3);
    const { rows, more } = await everyPage(list.readPage);
    expect(rows).toHaveLength(ADMIN_PAGE_SIZE * 2 + 3);
    expect(rows.at(-1)).toBe(ADMIN_PAGE_SIZE * 2 + 2);
    expect(more).toBe(false);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('asks once more after an exactly full page, and once for a short list', async () => {
    const full = serverList(ADMIN_PAGE_SIZE);
    const held = await everyPage(full.readPage);
    expect(held.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(held.more).toBe(false);
    expect(full.asked).toEqual([1, 2]);
    const short = serverList(4);
    expect((await everyPage(short.readPage)).rows).toHaveLength(4);
    expect(short.asked).toEqual([1]);
  });

  it('stops after ten pages however long the list is, and says more rows exist', async () => {
    const list = serverList(ADMIN_PAGE_SIZE * 30);
    const held = await everyPage(list.readPage);
    expect(held.rows).toHaveLength(ADMIN_PAGE_SIZE * 10);
    expect(held.more).toBe(true);
    expect(list.asked).toHaveLength(10);
  });

  it('at exactly ten full pages it says more may exist, reading no eleventh', async () => {
    const list = serverList(ADMIN_PAGE_SIZE * 10);
    expect((await everyPage(list.readPage)).more).toBe(true);
    expect(list.asked).toHaveLength(10);
  });
});
