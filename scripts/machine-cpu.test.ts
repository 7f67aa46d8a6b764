import { describe, expect, it } from 'vitest';
import { busySeconds } from './machine-cpu.ts';

describe('busySeconds', () => {
  it('sums user, nice, system, irq and softirq ticks of the cpu line, in seconds', () => {
    const stat = [
      'cpu  92379 10305 21409 62571 369 0 932 98 0 0',
      'cpu0 46000 5000 10700 31000 180 0 466 49 0 0',
      'intr 123',
    ].join('\n');
    expect(busySeconds(stat)).toBeCloseTo((92379 + 10305 + 21409 + 0 + 932) / 100, 6);
  });

  it('leaves out idle, iowait and steal', () => {
    expect(busySeconds('cpu  0 0 0 5000 700 0 0 300 0 0')).toBe(0);
  });

  it('is undefined for text that is not /proc/stat', () => {
    expect(busySeconds('')).toBeUndefined();
    expect(busySeconds('cpu  1 2 x 4 5 6 7')).toBeUndefined();
    expect(busySeconds('cpu  1 2 3')).toBeUndefined();
  });
});
