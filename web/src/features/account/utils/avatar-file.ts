/** The server refuses larger pictures (`invalid_avatar`); checking first saves the upload. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarFileProblem = 'not_an_image' | 'too_large';

/** Why a chosen file cannot be a profile picture, or null when it can. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not_an_image';
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  return null;
}
