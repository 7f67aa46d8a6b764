import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { STATEMENT_FILTERS, StatementPageDto } from '@wishwall/contracts/statement.dto';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import {
  GiftBody,
  GiftResultDto,
  PayoutDestinationBody,
  PayoutDestinationDto,
  RewardPageDto,
  TransactionPageDto,
  WalletDto,
  WithdrawalBody,
  WithdrawalResultDto,
} from '@wishwall/contracts/wallet.dto';
import type { PayoutDestinationService } from '@wishwall/core/payout-destination.service';
import type { WithdrawalService } from '@wishwall/core/withdrawal.service';
import type { PayoutDestinationRow } from '@wishwall/db/tables/payout-destination.table';
import { factorStandsForPassword } from '@wishwall/domain/step-up';
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
  503: ErrorEnvelope,
};
const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
});

/** The wallet tab's calls (docs/product.md#wallet-calls); every one needs a signed-in user. */
export const walletRoutes: FastifyPluginAsyncTypebox<{
  wallets: WalletService;
  withdrawals: WithdrawalService;
  destinations: PayoutDestinationService;
  gifts: GiftService;
}> = async (app, { wallets, withdrawals, destinations, gifts }) => {
  app.addHook('onRequest', app.authenticate);

  /** A second factor passed recently stands for the password (docs/product.md#withdrawals). */
  const recentSecondFactor = (claims: Pick<TokenClaims, 'amr' | 'auth_time'>) =>
    factorStandsForPassword(claims, new Date());

  const destinationDto = (
    row: PayoutDestinationRow | undefined,
    claims: Pick<TokenClaims, 'amr' | 'auth_time'>,
  ): PayoutDestinationDto => ({
    paypal_email: row?.paypal_email ?? null,
    changed_at: row?.changed_at.toISOString() ?? null,
    withdrawals_held_until:
      row?.withdrawals_held_until && row.withdrawals_held_until > new Date()
        ? row.withdrawals_held_until.toISOString()
        : null,
    withdrawals_off: withdrawals.withdrawalsOff,
    change_needs_password: !recentSecondFactor(claims),
  });

  app.get(
    '/payout-destination',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The PayPal account withdrawals are paid to, any hold, and whether they are on',
        response: { 200: Envelope(PayoutDestinationDto), ...Errors },
      },
    },
    async (request) =>
      ok(destinationDto(await destinations.find(request.currentUser.id), request.user)),
  );

  app.put(
    '/payout-destination',
    {
      config: { rateLimit: perUser(RATE_LIMITS.withdrawals) },
      schema: {
        tags: ['wallet'],
        summary:
          'Set or change the PayPal account: the password, or a second factor passed recently; a change holds new withdrawals 24 hours and is mailed',
        body: PayoutDestinationBody,
        response: { 200: Envelope(PayoutDestinationDto), ...Errors },
      },
    },
    async (request) => {
      const saved = await destinations.change(request.currentUser, request.body.paypal_email, {
        recentSecondFactor: recentSecondFactor(request.user),
        password: request.body.password,
      });
      return ok(destinationDto(saved, request.user), 'payout_destination_saved');
    },
  );

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
        summary:
          'Request a withdrawal to the PayPal account on file (or the one given, the first time): at least 10 USD, held from the balance at once',
        body: WithdrawalBody,
        response: { 200: Envelope(WithdrawalResultDto), ...Errors },
      },
    },
    async (request) => {
      const withdrawal = await withdrawals.request(
        request.currentUser,
        request.body.amount,
        request.body.destination,
      );
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
