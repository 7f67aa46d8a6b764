import { AVATAR_MAX_BYTES } from '@wishwall/contracts/account.dto';

export type AvatarFileProblem = 'not_an_image' | 'too_large';

/**
 * Why a chosen file cannot be a profile picture, or null when it can. Checking the size first
 * saves uploading a picture the server would refuse.
 */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not_an_image';
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  return null;
}
