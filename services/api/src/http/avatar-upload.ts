import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';

/**
 * The uploaded image. Everything that can fail here is the request's own doing: not multipart,
 * no or a wrong boundary, a body cut short, a file too large.
 */
export async function avatarOf(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'avatar') {
      throw new AppError('invalid_avatar', 'Send the image in the multipart field "avatar"');
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'invalid_avatar',
        `The avatar must be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`,
        { cause: error },
      );
    }
    throw new AppError(
      'invalid_avatar',
      `Send the image as multipart/form-data in the field "avatar" (${(error as Error).message})`,
      { cause: error },
    );
  }
}
