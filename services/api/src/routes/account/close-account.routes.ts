import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountClosedDto, CloseAccountBody } from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { perUser, RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { AccountClosingService } from '../../services/account-closing.service.ts';
import { AccountErrors } from './account-schemas.ts';

/** Closing the account (docs/decisions/0050-closing-an-account.md). */
export const closeAccountRoutes: FastifyPluginAsyncTypebox<{
  closing: AccountClosingService;
}> = async (app, { closing }) => {
  app.post(
    '/account/close',
    {
      config: { rateLimit: perUser(RATE_LIMITS.accountClose) },
      schema: {
        tags: ['account'],
        summary:
          'Close the account, with the password and a current second factor when one is on: ' +
          'refused while a withdrawal is in process or the balance can be withdrawn; a smaller ' +
          'balance is given up only when `forfeit` repeats it; unused gifts go back to their ' +
          'givers; personal data is erased and every session ends',
        body: CloseAccountBody,
        response: { 200: Envelope(AccountClosedDto), ...AccountErrors, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const closed = await closing.close(request.currentUser, request.user, request.body);
      return ok(closed, 'account_closed');
    },
  );
};
