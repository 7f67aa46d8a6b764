import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { ok } from '../http/envelope.ts';
import type { RaffleService } from '../services/raffle.service.ts';

/** The prize page's raffle result: public. */
export const raffleRoutes: FastifyPluginAsyncTypebox<{ raffle: RaffleService }> = async (
  app,
  { raffle },
) => {
  app.get(
    '/raffle',
    {
      schema: {
        tags: ['wall'],
        summary: 'The raffle: not drawn yet, or its winner and the top-10 it was drawn from',
        response: { 200: Envelope(RaffleDto) },
      },
    },
    async () => ok(await raffle.current()),
  );
};
