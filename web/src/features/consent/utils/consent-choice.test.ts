import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, parseConsent } from './consent-choice.ts';

describe('parseConsent', () => {
  it('reads a stored choice, essential always on', () => {
    const stored = JSON.stringify({ ...ALL_ACCEPTED, essential: false, advertising: false });
    expect(parseConsent(stored)).toEqual({ ...ALL_ACCEPTED, advertising: false });
  });

  it.each([null, '', 'yes', '{"performance":true}', '[]', 'null'])(
    'treats %j as no choice yet',
    (raw) => expect(parseConsent(raw)).toBeNull(),
  );
});
