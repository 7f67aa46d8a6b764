import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AVATAR_MAX_BYTES,
  EmailVerificationToUpdateBody,
  EnableTwoFactorBody,
  SystemPreferencesDto,
  TwoFactorChangedDto,
  UpdatePasswordBody,
  UpdateProfileBody,
  UserDto,
} from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/request-language.ts';
import { perUser, RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { AccountService } from '../services/account.service.ts';
import type { EmailVerificationService } from '../services/email-verification.service.ts';
import type { SessionFactory } from '../services/session.factory.ts';

export interface AccountRoutesOptions {
  accounts: AccountService;
  sessions: SessionFactory;
  emailVerification: EmailVerificationService;
}

const Errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const UserResult = Envelope(Type.Object({ user: UserDto }));
const Done = Envelope(Type.Null());
const Preferences = Envelope(Type.Object({ system_preferences: SystemPreferencesDto }));

/**
 * The uploaded image. Everything that can fail here is the request's own doing: not multipart,
 * no or a wrong boundary, a body cut short, a file too large.
 */
async function avatarOf(request: FastifyRequest): Promise<Buffer> {
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

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user's own account. Every route here requires a valid token. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (
  app,
  { accounts, sessions, emailVerification },
) => {
  app.addHook('onRequest', app.authenticate);
  // Any account change (password, profile, avatar, two-factor) ends the user's cached
  // sessions in this API process before the answer leaves, in the others when told
  // (SessionCache).
  app.addHook('onSend', async (request, reply, payload) => {
    if (CHANGING_METHODS.has(request.method) && reply.statusCode < 400) {
      app.forgetSessions(request.currentUser.id);
    }
    return payload;
  });
  const userResult = async (
    request: Parameters<typeof requestLanguage>[0],
    user = request.currentUser,
  ) => ok({ user: await sessions.userDto(user, requestLanguage(request)) });

  app.post(
    '/logout',
    { schema: { tags: ['account'], response: { 200: Done, 401: ErrorEnvelope } } },
    async (request) => {
      await app.tokens.revoke(request.user);
      return ok(null, 'logged_out');
    },
  );

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
        response: { 200: UserResult, ...Errors },
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
        response: { 200: UserResult, ...Errors, 413: ErrorEnvelope },
      },
    },
    async (request) =>
      userResult(
        request,
        await accounts.updateAvatar(request.currentUser, await avatarOf(request)),
      ),
  );

  app.post(
    '/update-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session is signed out',
        body: UpdatePasswordBody,
        response: { 200: Envelope(Type.Object({ token: Type.String() })), ...Errors },
      },
    },
    async (request) => {
      const { current_password, new_password, new_password_confirmation } = request.body;
      const token = await accounts.changePassword(
        request.currentUser,
        request.user,
        current_password,
        new_password,
        new_password_confirmation,
      );
      return ok({ token }, 'password_updated');
    },
  );

  const twoFactorChanged = async (
    request: Parameters<typeof requestLanguage>[0],
    { user, token }: { user: UserRow; token: string },
  ) => ok({ user: await sessions.userDto(user, requestLanguage(request)), token });

  app.post(
    '/enable-two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor on with the mailed code; every other session is signed out',
        body: EnableTwoFactorBody,
        response: { 200: Envelope(TwoFactorChangedDto), ...Errors },
      },
    },
    async (request) =>
      twoFactorChanged(
        request,
        await accounts.enableTwoFactor(request.currentUser, request.user, request.body.code),
      ),
  );

  app.post(
    '/disable-two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor off; every other session is signed out',
        response: { 200: Envelope(TwoFactorChangedDto), ...Errors },
      },
    },
    async (request) =>
      twoFactorChanged(request, await accounts.disableTwoFactor(request.currentUser, request.user)),
  );

  app.post(
    '/email-verification-code',
    {
      config: { rateLimit: perUser(RATE_LIMITS.mail) },
      schema: { tags: ['account'], response: { 200: Done, ...Errors } },
    },
    async (request) => {
      await emailVerification.resend(request.currentUser);
      return ok(null, 'verification_sent');
    },
  );

  app.post(
    '/email-verification-to-update',
    {
      config: { rateLimit: perUser(RATE_LIMITS.mail) },
      schema: {
        tags: ['account'],
        body: EmailVerificationToUpdateBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      await emailVerification.requestChange(request.currentUser, request.body.email.trim());
      return ok(null, 'verification_sent');
    },
  );

  app.get(
    '/user/system-preferences',
    { schema: { tags: ['account'], response: { 200: Preferences, 401: ErrorEnvelope } } },
    async (request) => ok({ system_preferences: await accounts.preferences(request.currentUser) }),
  );

  app.post(
    '/user/system-preferences',
    {
      schema: {
        tags: ['account'],
        body: SystemPreferencesDto,
        response: { 200: Preferences, ...Errors },
      },
    },
    async (request) =>
      ok({ system_preferences: await accounts.savePreferences(request.currentUser, request.body) }),
  );
};
