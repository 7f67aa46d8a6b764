import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UpdatePasswordBody } from '@wishwall/contracts/account.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from '../../services/account.service.ts';
import { AccountErrors } from './account-schemas.ts';

/** Changing the password of a signed-in account. */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/update-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session is signed out',
        body: UpdatePasswordBody,
        response: { 200: Envelope(Type.Object({ token: Type.String() })), ...AccountErrors },
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
};
