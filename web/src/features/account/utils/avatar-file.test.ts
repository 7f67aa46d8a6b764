import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@wishwall/contracts/account.dto';
import { avatarFileProblem } from './avatar-file.ts';

describe('avatarFileProblem', () => {
  it('accepts an image up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe('not_an_image');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('not_an_image');
  });

  it('refuses an image over 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('too_large');
  });
});
