import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { Type } from 'typebox';
import {
  OpenRaffleRoundBody,
  PrizeDecisionBody,
  PrizePaymentDto,
  RaffleDto,
  RecordPrizePaymentBody,
} from '@wishwall/contracts/raffle.dto';
import { ok } from '../../http/envelope.ts';
import type { RafflePrizeService } from '../../services/raffle-prize.service.ts';
import type { RaffleService } from '../../services/raffle.service.ts';
import { AdminErrors, IdParams } from './admin-schemas.ts';

/**
 * The console's raffle panel: opening a round, drawing it, and its prize's payment under four
 * eyes (step-up, audited; decision 0044).
 */
export const adminRaffleRoutes: FastifyPluginAsyncTypebox<{
  raffle: RaffleService;
  prizes: RafflePrizeService;
}> = async (app, { raffle, prizes }) => {
  app.post(
    '/raffle/rounds',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Open the next raffle round, with its prize and announced close',
        body: OpenRaffleRoundBody,
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(await raffle.open(request.currentUser.id, request.body), 'raffle_round_opened'),
  );
  app.post(
    '/raffle/draw',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Draw the closed round: its most-liked wish wins, once and for good',
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) => ok(await raffle.draw(request.currentUser.id), 'raffle_drawn'),
  );
  app.post(
    '/raffle/rounds/:number/prize',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary:
          "Record how a drawn round's prize is paid: off-platform (reference) or to the wallet",
        params: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        body: RecordPrizePaymentBody,
        response: { 200: Envelope(PrizePaymentDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(
        await prizes.record(request.currentUser.id, request.params.number, request.body),
        'prize_payment_recorded',
      ),
  );
  app.post(
    '/raffle/prize-payments/:id/decision',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'A second operator approves (pays) or rejects a recorded prize payment',
        params: IdParams,
        body: PrizeDecisionBody,
        response: { 200: Envelope(PrizePaymentDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(
        await prizes.decide(request.currentUser.id, request.params.id, request.body.decision),
        'prize_payment_decided',
      ),
  );
  app.get(
    '/raffle/prize-payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Prize payments, newest first',
        response: { 200: Envelope(Type.Array(PrizePaymentDto)), ...AdminErrors },
      },
    },
    async () => ok(await prizes.list()),
  );
};
