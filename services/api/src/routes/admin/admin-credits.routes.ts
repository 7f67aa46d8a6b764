import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CREDIT_REQUEST_STATES,
  CreditDecisionBody,
  CreditRequestDto,
  OperatorCreditBody,
  OperatorCreditResultDto,
} from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import type { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { formatMicros } from '@wishwall/domain/money';
import { ok } from '../../http/envelope.ts';
import type { AdminConsoleService } from '../../services/admin-console.service.ts';
import { AdminErrors, IdParams, PageQuery } from './admin-schemas.ts';

/**
 * The console's credits panel: crediting a wallet, and the four-eyes approval of a credit
 * above CREDIT_APPROVAL_USD (docs/decisions/0037-four-eyes-and-queue-dashboard.md). Both moves
 * need a recent second factor.
 */
export const adminCreditsRoutes: FastifyPluginAsyncTypebox<{
  console: AdminConsoleService;
  credits: OperatorCreditService;
}> = async (app, { console: adminConsole, credits }) => {
  app.post(
    '/credits',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary:
          'Credit a wallet with a reason; above CREDIT_APPROVAL_USD it waits for a second operator',
        body: OperatorCreditBody,
        response: { 200: Envelope(OperatorCreditResultDto), ...AdminErrors },
      },
    },
    async (request) => {
      const { email, amount, reason } = request.body;
      const outcome = await credits.credit(email, amount, reason, {
        operatorId: request.currentUser.id,
      });
      if (outcome.state === 'credited') {
        const result = {
          state: outcome.state,
          balance: formatMicros(outcome.balance),
          request: null,
        };
        return ok(result, 'wallet_credited');
      }
      const [pending, wallet] = await Promise.all([
        adminConsole.creditRequest(outcome.request.id),
        adminConsole.walletBalance(outcome.userId),
      ]);
      return ok(
        { state: outcome.state, balance: wallet, request: pending },
        'credit_pending_approval',
      );
    },
  );

  app.get(
    '/credits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Credit requests in one state (pending: waiting for a second operator), oldest first',
        querystring: Type.Object({
          ...PageQuery.properties,
          state: Type.Enum(CREDIT_REQUEST_STATES, { default: 'pending' }),
        }),
        response: { 200: Envelope(Type.Array(CreditRequestDto)), ...AdminErrors },
      },
    },
    async (request) =>
      ok(await adminConsole.creditRequests(request.query.state, request.query.page)),
  );

  app.post(
    '/credits/:id/decision',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve (the credit is posted, once) or reject a pending credit; never its requester or its beneficiary approves',
        params: IdParams,
        body: CreditDecisionBody,
        response: { 200: Envelope(CreditRequestDto), ...AdminErrors },
      },
      onRequest: app.requireStepUp,
    },
    async (request) => {
      const decided = await credits.decide(
        request.params.id,
        request.body.decision,
        request.currentUser.id,
      );
      return ok(await adminConsole.creditRequest(decided.id), 'credit_request_decided');
    },
  );
};
