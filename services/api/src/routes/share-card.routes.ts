import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '@wishwall/contracts/app-error';
import { ErrorEnvelope } from '@wishwall/contracts/envelope';
import { WishId } from '../http/wish-id.ts';
import { inProcessLimit, RATE_LIMITS } from '../plugins/rate-limits.ts';
import { CardsBusy, type CardAnswer } from '../share-cards/card-cache.ts';
import type { CardLanguage } from '../share-cards/card-components.ts';
import { wallCardPath, wishCardPath } from '../share-cards/card-paths.ts';
import type { ShareCardService } from '../services/share-card.service.ts';

const LANGUAGES: CardLanguage[] = ['en', 'es'];

/** When a client refused for a busy drawer may ask again. */
const BUSY_RETRY_SECONDS = 5;

/**
 * `/{lang}/wish/{id}/card.png` and `/{lang}/card.png` (docs/decisions/0057-share-cards.md),
 * beside the pages whose previews name them. An id that cannot be a wish's is the 400 envelope
 * `GET /v1/wish/{id}` answers; a wish that is not published, its 404 `wish_not_found`. A card
 * the cache holds is always served; drawing one is bounded per client (`RATE_LIMITS.cardDraws`,
 * 429 `rate_limited` with `Retry-After`) and per process (503 `service_unavailable` with `Retry-After` while
 * every drawing slot and the queue for them are taken).
 */
export const shareCardRoutes: FastifyPluginAsyncTypebox<{
  cards: ShareCardService;
  /** How long a client or a link preview's crawler may keep a card: the refresh interval. */
  maxAgeSeconds: number;
}> = async (app, { cards, maxAgeSeconds }) => {
  const send = (reply: FastifyReply, { png, fromCache }: CardAnswer) =>
    reply
      .type('image/png')
      .header('cache-control', `public, max-age=${maxAgeSeconds}`)
      // Whether this answer was drawn for it: what the tests and `pnpm bench` read.
      .header('x-card-cache', fromCache ? 'hit' : 'miss')
      .send(png);
  const drawsOf = inProcessLimit(RATE_LIMITS.cardDraws);
  /** A card, or the envelope that says why it cannot be drawn now. */
  const answer = async <T>(reply: FastifyReply, card: () => Promise<T>): Promise<T> => {
    try {
      return await card();
    } catch (error) {
      if (!(error instanceof CardsBusy)) throw error;
      reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      throw new AppError(
        'service_unavailable',
        `Too many share cards are being drawn; try again in ${BUSY_RETRY_SECONDS} seconds`,
      );
    }
  };

  for (const language of LANGUAGES) {
    app.get(
      wishCardPath(language, ':id'),
      {
        schema: {
          tags: ['wall'],
          summary: `A published wish's link-preview image (1200 × 630 PNG), in ${language}`,
          params: Type.Object({ id: WishId }),
          response: {
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            429: ErrorEnvelope,
            503: ErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const card = await answer(reply, () =>
          cards.wishCard(request.params.id, language, () => drawsOf(request.ip)),
        );
        if (!card) throw new AppError('wish_not_found', `Wish ${request.params.id} not found`);
        return send(reply, card);
      },
    );
    app.get(
      wallCardPath(language),
      {
        schema: {
          tags: ['wall'],
          summary: `The wall's link-preview image (1200 × 630 PNG), in ${language}`,
          response: { 503: ErrorEnvelope },
        },
      },
      async (_request, reply) => send(reply, await answer(reply, () => cards.wallCard(language))),
    );
  }
};
