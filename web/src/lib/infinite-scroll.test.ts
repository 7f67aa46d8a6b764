import { describe, expect, it } from 'vitest';
import { isNearBottom, shouldLoadNextPage } from './infinite-scroll.ts';

const at = (scrollTop: number) => ({ scrollTop, viewportHeight: 800, scrollHeight: 3000 });
const paging = { page: 1, lastPage: 3, busy: false };

describe('infinite scroll', () => {
  it('triggers within 50 px of the bottom, not before', () => {
    expect(isNearBottom(at(2149))).toBe(false);
    expect(isNearBottom(at(2150))).toBe(true);
    expect(isNearBottom(at(2200))).toBe(true);
  });

  it('triggers at once when the content does not fill the viewport', () => {
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 500 })).toBe(true);
  });

  it('asks for the next page only while there is one and nothing is in flight', () => {
    expect(shouldLoadNextPage(at(2200), paging)).toBe(true);
    expect(shouldLoadNextPage(at(2200), { ...paging, busy: true })).toBe(false);
    expect(shouldLoadNextPage(at(2200), { ...paging, page: 3 })).toBe(false);
    expect(shouldLoadNextPage(at(0), paging)).toBe(false);
  });
});
