import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memberName } from './member-name.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('memberName', () => {
  it('shows the name of an open account', () => {
    expect(memberName(t, { name: 'Ada' })).toBe('Ada');
  });

  it('shows a closed account as a former member, in the page language', () => {
    expect(memberName(t, { name: 'A former member', closed: true })).toBe('t:common.former_member');
  });
});
