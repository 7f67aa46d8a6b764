import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('uses a 24-hour clock with seconds', () => {
    const date = new Date(2026, 5, 14, 13, 5, 9);
    expect(formatDateTime(date, 'en')).toBe('Jun 14, 2026, 13:05:09');
    expect(formatDateTime(date, 'es')).toMatch(/14 jun 2026, 13:05:09/);
  });
});
