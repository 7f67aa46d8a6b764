import { describe, expect, it } from 'vitest';
import { fingerprint } from './seeded-wall-template.ts';

describe('the seeded wall template', () => {
  // `pnpm bench --wishes 1000000` failed at its first step when the tool's folders moved and
  // this path no longer led to the migrations.
  it('fingerprints the migrations and the seeding it is made of', async () => {
    const first = await fingerprint();
    expect(first).toMatch(/^[0-9a-f]{10}$/);
    expect(await fingerprint()).toBe(first);
  });
});
