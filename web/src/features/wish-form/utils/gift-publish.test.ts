import { describe, expect, it } from 'vitest';
import { canPublishWithGift, giftNoticeOf } from './gift-publish.ts';

const gift = [{ id: '1' }];
const verifiedAt = '2026-11-23T10:00:00.000Z';

describe('canPublishWithGift', () => {
  it('offers a gift only to a verified account that has one', () => {
    expect(
      canPublishWithGift({ email_verified_at: verifiedAt, gifted_wishes_as_receiver: gift }),
    ).toBe(true);
    expect(canPublishWithGift({ email_verified_at: null, gifted_wishes_as_receiver: gift })).toBe(
      false,
    );
    expect(
      canPublishWithGift({ email_verified_at: verifiedAt, gifted_wishes_as_receiver: [] }),
    ).toBe(false);
    expect(canPublishWithGift(null)).toBe(false);
  });
});

describe('giftNoticeOf', () => {
  it('says a gift is ready, or waits for the address to be verified, or says nothing', () => {
    const user = {
      email_verified_at: verifiedAt,
      gifted_wishes_as_receiver: gift,
      gift_waiting: false,
    };
    expect(giftNoticeOf(user)).toBe('ready');
    expect(
      giftNoticeOf({
        ...user,
        email_verified_at: null,
        gifted_wishes_as_receiver: [],
        gift_waiting: true,
      }),
    ).toBe('verify');
    expect(giftNoticeOf({ ...user, gifted_wishes_as_receiver: [] })).toBeNull();
    expect(giftNoticeOf(null)).toBeNull();
  });
});
