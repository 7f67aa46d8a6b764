import { describe, expect, test } from 'vitest';
import type { CaughtMail } from '@wishwall/local-infra/mail-catcher';
import { checkMail } from './mail-check.ts';

function mail(to: string, subject: string): CaughtMail {
  return { id: '1', from: '', to: [to], subject, text: '', html: '', receivedAt: new Date() };
}

describe('checkMail', () => {
  test('names each sign-up mail a user did not get and each mail delivered twice', () => {
    const check = checkMail(
      [
        mail('a@x.test', 'Welcome to Wishwall'),
        mail('a@x.test', 'Confirm your e-mail address'),
        mail('b@x.test', 'Welcome to Wishwall'),
        mail('B@x.test', 'Welcome to Wishwall'),
      ],
      ['a@x.test', 'b@x.test'],
    );

    expect(check.missing).toEqual(['b@x.test: Confirm your e-mail address']);
    expect(check.duplicated).toEqual(['b@x.test: Welcome to Wishwall ×2']);
    expect(check.mostDeliveries).toBe(2);
    expect(check.delivered).toBe(4);
  });
});
