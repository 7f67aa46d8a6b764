import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminWithdrawalDto, WithdrawalDecisionBody } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { WITHDRAWAL_STATUSES } from '@wishwall/contracts/wallet.dto';
import type { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { ok } from '../../http/envelope.ts';
import type { AdminConsoleService } from '../../services/admin-console.service.ts';
import { AdminErrors, IdParams, PageQuery } from './admin-schemas.ts';

/** The console's withdrawals panel: the requests by status, and deciding them (step-up). */
export const adminWithdrawalsRoutes: FastifyPluginAsyncTypebox<{
  console: AdminConsoleService;
  withdrawals: WithdrawalService;
}> = async (app, { console: adminConsole, withdrawals }) => {
  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdrawal requests in one status, oldest first',
        querystring: Type.Object({
          ...PageQuery.properties,
          status: Type.Enum(WITHDRAWAL_STATUSES, { default: 'pending' }),
        }),
        response: { 200: Envelope(Type.Array(AdminWithdrawalDto)), ...AdminErrors },
      },
    },
    async (request) => ok(await adminConsole.withdrawals(request.query.status, request.query.page)),
  );

  app.post(
    '/withdrawals/:id/decision',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Approve, reject (with a reason: the hold returns) or mark paid (it settles)',
        params: IdParams,
        body: WithdrawalDecisionBody,
        response: { 200: Envelope(AdminWithdrawalDto), ...AdminErrors },
      },
    },
    async (request) => {
      const decided = await withdrawals.decide(request.params.id, request.body.decision, {
        operatorId: request.currentUser.id,
        reason: request.body.reason,
      });
      return ok(await adminConsole.withdrawal(decided.id), 'withdrawal_decided');
    },
  );
};
