import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UpdateProfileBody, UserDto } from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { avatarOf } from '../../http/avatar-upload.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { AccountService } from '../../services/account.service.ts';
import type { SessionFactory } from '../../services/session.factory.ts';
import { AccountErrors } from './account-schemas.ts';

const UserResult = Envelope(Type.Object({ user: UserDto }));

/** The user's profile: reading it, the name and country, the avatar. */
export const profileRoutes: FastifyPluginAsyncTypebox<{
  accounts: AccountService;
  sessions: SessionFactory;
}> = async (app, { accounts, sessions }) => {
  const userResult = async (
    request: Parameters<typeof requestLanguage>[0],
    user = request.currentUser,
  ) => ok({ user: await sessions.userDto(user, requestLanguage(request)) });

  app.get(
    '/user/get-profile',
    { schema: { tags: ['account'], response: { 200: UserResult, 401: ErrorEnvelope } } },
    async (request) => userResult(request),
  );

  app.post(
    '/user/update-profile',
    {
      schema: {
        tags: ['account'],
        body: UpdateProfileBody,
        response: { 200: UserResult, ...AccountErrors },
      },
    },
    async (request) => {
      const { field, value } = request.body;
      const user = await accounts.updateProfile(
        request.currentUser,
        field as 'name' | 'country_id',
        value,
        requestLanguage(request),
      );
      return userResult(request, user);
    },
  );

  app.post(
    '/user/update-avatar',
    {
      schema: {
        tags: ['account'],
        summary:
          'Upload an avatar (multipart field "avatar": PNG, JPEG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UserResult, ...AccountErrors, 413: ErrorEnvelope },
      },
    },
    async (request) =>
      userResult(
        request,
        await accounts.updateAvatar(request.currentUser, await avatarOf(request)),
      ),
  );
};
