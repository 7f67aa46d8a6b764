import { describe, expect, it } from 'vitest';
import { isNewer } from './versions.ts';

describe('isNewer', () => {
  it('lets only a higher version replace the held one', () => {
    expect(isNewer({ version: 5 }, { version: 4 })).toBe(true);
    expect(isNewer({ version: 4 }, { version: 5 })).toBe(false);
  });

  it('treats an equal version as a repeat', () => {
    expect(isNewer({ version: 4 }, { version: 4 })).toBe(false);
  });

  it('applies anything when nothing is held', () => {
    expect(isNewer({ version: 0 }, null)).toBe(true);
    expect(isNewer({ version: 0 }, undefined)).toBe(true);
  });
});
