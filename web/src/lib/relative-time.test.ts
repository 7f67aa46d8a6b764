import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time.ts';

const now = new Date('2026-06-14T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time', () => {
  it('picks the largest whole unit', () => {
    expect(relativeTimeParts(ago(5), now)).toEqual({ value: -5, unit: 'second' });
    expect(relativeTimeParts(ago(59), now)).toEqual({ value: -59, unit: 'second' });
    expect(relativeTimeParts(ago(60), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(ago(2 * 3600 + 59), now)).toEqual({ value: -2, unit: 'hour' });
    expect(relativeTimeParts(ago(3 * 86400), now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTimeParts(ago(15 * 86400), now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTimeParts(ago(65 * 86400), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTimeParts(ago(800 * 86400), now)).toEqual({ value: -2, unit: 'year' });
  });

  it('never says a date is in the future', () => {
    expect(relativeTimeParts(ago(-30), now)).toEqual({ value: -1, unit: 'second' });
    expect(relativeTimeParts(now, now)).toEqual({ value: -1, unit: 'second' });
  });

  it('formats with an "ago" label in each language', () => {
    expect(formatRelativeTime(ago(180), now, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(180), now, 'es')).toBe('hace 3 minutos');
    expect(formatRelativeTime(ago(86400), now, 'en')).toBe('1 day ago');
  });
});
