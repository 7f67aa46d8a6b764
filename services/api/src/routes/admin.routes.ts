import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminContactMessageDto,
  AdminOverviewDto,
  AdminUserDto,
  AdminWithdrawalDto,
  AuditPageDto,
  ContactHandledBody,
  CREDIT_REQUEST_STATES,
  CreditDecisionBody,
  CreditRequestDto,
  LegalDocumentPublishBody,
  OperatorCreditBody,
  OperatorCreditResultDto,
  WithdrawalDecisionBody,
} from '@wishwall/contracts/admin.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { LegalDocumentDto } from '@wishwall/contracts/legal-document.dto';
import { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { WITHDRAWAL_STATUSES } from '@wishwall/contracts/wallet.dto';
import type { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import type { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { formatMicros } from '@wishwall/domain/money';
import { ok } from '../http/envelope.ts';
import { RecordId } from '../http/wish-id.ts';
import { operatorOnly } from '../security/operator-only.ts';
import {
  QUEUE_DASHBOARD_PATH,
  type QueueDashboardSessions,
} from '../security/queue-dashboard-session.ts';
import type { AdminConsoleService } from '../services/admin-console.service.ts';
import type { AdminOverviewService } from '../services/admin-overview.service.ts';
import type { ContactInboxService } from '../services/contact-inbox.service.ts';
import type { LegalDocumentPublisher } from '../services/legal-document-publisher.service.ts';
import type { RaffleService } from '../services/raffle.service.ts';

export const AdminErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
};
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
});
const IdParams = Type.Object({ id: RecordId });

/**
 * The operators' console (`/v1/admin/*`): every call checks the role on the server and a
 * session that passed a second factor; money and the raffle also need it passed recently
 * (`app.requireStepUp`, docs/decisions/0036-operator-sessions.md).
 */
export const adminRoutes: FastifyPluginAsyncTypebox<{
  console: AdminConsoleService;
  withdrawals: WithdrawalService;
  credits: OperatorCreditService;
  raffle: RaffleService;
  queueSessions: QueueDashboardSessions;
  overview: AdminOverviewService;
  inbox: ContactInboxService;
  publisher: LegalDocumentPublisher;
}> = async (
  app,
  {
    console: adminConsole,
    withdrawals,
    credits,
    raffle,
    queueSessions,
    overview,
    inbox,
    publisher,
  },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', operatorOnly);

  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Live figures: viewers per gateway, reactions/s, queues, outbox and fold lag',
        response: { 200: Envelope(AdminOverviewDto), ...AdminErrors },
      },
    },
    async () => ok(await overview.overview()),
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-page messages, open or handled, newest first',
        querystring: Type.Object({
          ...PageQuery.properties,
          handled: Type.Boolean({ default: false }),
        }),
        response: { 200: Envelope(Type.Array(AdminContactMessageDto)), ...AdminErrors },
      },
    },
    async (request) => ok(await inbox.list(request.query.handled, request.query.page)),
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, or open again',
        params: IdParams,
        body: ContactHandledBody,
        response: { 200: Envelope(AdminContactMessageDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(
        await inbox.mark(request.params.id, request.body.handled, request.currentUser.id),
        'contact_message_marked',
      ),
  );

  app.post(
    '/legal-documents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish a new version of a legal or information page (sanitised), at once',
        body: LegalDocumentPublishBody,
        response: { 200: Envelope(LegalDocumentDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(await publisher.publish(request.body, request.currentUser.id), 'legal_document_published'),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every operator action, newest first',
        querystring: PageQuery,
        response: { 200: Envelope(AuditPageDto), ...AdminErrors },
      },
    },
    async (request) => ok(await adminConsole.audit(request.query.page)),
  );

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

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'An account by e-mail, with its wallet, wish and referrals',
        querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Envelope(AdminUserDto), ...AdminErrors },
      },
    },
    async (request) => ok(await adminConsole.user(request.query.email)),
  );

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

  app.post(
    '/raffle/draw',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Draw the raffle: the most-liked published wish wins, once and for good',
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) => ok(await raffle.draw(request.currentUser.id), 'raffle_drawn'),
  );

  app.post(
    '/queues-session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Opens the queue dashboard: a short-lived cookie for its path only',
        response: { 200: Envelope(Type.Object({ url: Type.String() })), ...AdminErrors },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', queueSessions.cookieFor(request.user));
      return ok({ url: QUEUE_DASHBOARD_PATH }, 'queue_dashboard_opened');
    },
  );
};
