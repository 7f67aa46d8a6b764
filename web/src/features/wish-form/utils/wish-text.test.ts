import { describe, expect, it } from 'vitest';
import {
  clampWishText,
  currentWishOf,
  isBlankWish,
  remainingCharacters,
  type UserWish,
} from './wish-text.ts';

const wish = (id: string, status: string): UserWish => ({
  id,
  content: id,
  status,
  likes: 0,
  hearts: 0,
  dislikes: 0,
});

describe('wish text', () => {
  it('ignores input past 500 characters and counts what is left', () => {
    expect(clampWishText('a'.repeat(501))).toHaveLength(500);
    expect(remainingCharacters('a'.repeat(480))).toBe(20);
    expect(remainingCharacters('a'.repeat(500))).toBe(0);
  });

  it('rejects empty and blank wishes', () => {
    expect(isBlankWish('')).toBe(true);
    expect(isBlankWish(' \n\t ')).toBe(true);
    expect(isBlankWish(' hi ')).toBe(false);
  });

  it('picks the published wish first, else the latest draft', () => {
    expect(currentWishOf([wish('d', 'created'), wish('p', 'published')])?.id).toBe('p');
    expect(currentWishOf([wish('d1', 'created'), wish('d2', 'created')])?.id).toBe('d2');
    expect(currentWishOf([])).toBeNull();
  });
});
