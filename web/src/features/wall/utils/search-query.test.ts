import { describe, expect, it } from 'vitest';
import { searchQueryOf, searchQueryProblem } from './search-query.ts';

describe('search query', () => {
  it('trims the query, and treats a blank one as no search', () => {
    expect(searchQueryOf('  #peace ')).toBe('#peace');
    expect(searchQueryOf('   ')).toBeNull();
    expect(searchQueryOf(null)).toBeNull();
  });

  it('refuses more than 100 characters', () => {
    expect(searchQueryProblem('a'.repeat(100))).toBeNull();
    expect(searchQueryProblem('a'.repeat(101))).toBe('too_long');
    expect(searchQueryProblem('ñ'.repeat(100))).toBeNull();
  });
});
