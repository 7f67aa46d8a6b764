import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { STATEMENT_FILTERS, StatementPageDto } from '@wishwall/contracts/statement.dto';
import {
  GiftBody,
  GiftResultDto,
  RewardPageDto,
  TransactionPageDto,
  WalletDto,
  WithdrawalBody,
  WithdrawalResultDto,
} from '@wishwall/contracts/wallet.dto';
import type { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { ok } from '../http/envelope.ts';
import { perUser, RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { GiftService } from '../services/gift.service.ts';
import { toTransactionDto, type WalletService } from '../services/wallet.service.ts';

const Errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
};
const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
});

/** The wallet tab's calls (docs/product.md#wallet-calls); every one needs a signed-in user. */
export const walletRoutes: FastifyPluginAsyncTypebox<{
  wallets: WalletService;
  withdrawals: WithdrawalService;
  gifts: GiftService;
}> = async (app, { wallets, withdrawals, gifts }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The balance (USD, decimal text) and when it last changed',
        response: { 200: Envelope(WalletDto), ...Errors },
      },
    },
    async (request) => ok(await wallets.wallet(request.currentUser.id)),
  );

  app.get(
    '/wallet/statement',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Every movement of the wallet with the balance after it, newest first; `kind` filters',
        querystring: Type.Object({
          ...PageQuery.properties,
          kind: Type.Optional(Type.Enum(STATEMENT_FILTERS)),
        }),
        response: { 200: Envelope(StatementPageDto), ...Errors },
      },
    },
    async (request) =>
      ok(await wallets.statement(request.currentUser.id, request.query.page, request.query.kind)),
  );

  app.get(
    '/rewards',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Referral rewards earned and withdrawals paid (negative), newest first',
        querystring: PageQuery,
        response: { 200: Envelope(RewardPageDto), ...Errors },
      },
    },
    async (request) => ok(await wallets.rewards(request.currentUser.id, request.query.page)),
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Withdrawal requests and their status, newest first',
        querystring: PageQuery,
        response: { 200: Envelope(TransactionPageDto), ...Errors },
      },
    },
    async (request) => ok(await wallets.transactions(request.currentUser.id, request.query.page)),
  );

  app.post(
    '/transactions',
    {
      config: { rateLimit: perUser(RATE_LIMITS.withdrawals) },
      schema: {
        tags: ['wallet'],
        summary: 'Request a withdrawal: at least 10 USD, held from the balance at once',
        body: WithdrawalBody,
        response: { 200: Envelope(WithdrawalResultDto), ...Errors },
      },
    },
    async (request) => {
      const withdrawal = await withdrawals.request(request.currentUser, request.body.amount);
      return ok(
        {
          transaction: toTransactionDto(withdrawal),
          wallet: await wallets.wallet(request.currentUser.id),
        },
        'withdraw_request_success',
      );
    },
  );

  app.post(
    '/gift-a-wish',
    {
      config: { rateLimit: perUser(RATE_LIMITS.gifts) },
      schema: {
        tags: ['wallet'],
        summary: 'Give a wish (1 USD from the wallet) to someone by e-mail; irreversible',
        body: GiftBody,
        response: { 200: Envelope(GiftResultDto), ...Errors },
      },
    },
    async (request) => {
      const gift = await gifts.give(request.currentUser, request.body.receiver_email);
      return ok(
        {
          gift: { id: gift.id, receiver_email: gift.receiver_email },
          wallet: await wallets.wallet(request.currentUser.id),
        },
        'gift_success',
      );
    },
  );
};
