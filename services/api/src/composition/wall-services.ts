import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { createRedis } from '@wishwall/events/create-redis';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { ApiInstance } from '../api-instance.ts';
import { ok } from '../http/envelope.ts';
import { FirstPageCache } from '../services/first-page-cache.ts';
import { watchFirstPage } from '../services/first-page-invalidation.ts';
import { RaffleService } from '../services/raffle.service.ts';
import { ReactionService } from '../services/reaction.service.ts';
import { WallService } from '../services/wall.service.ts';
import { WishService } from '../services/wish.service.ts';

export interface WallServicesDeps {
  config: Config;
  db: Db;
  stream: EventStreamWriter;
  /** The longest the wall's first page is served from its copy (decision 0029). */
  firstPageMaxAgeMs: number;
}

/**
 * The wall, its cached first page (dropped by the event stream), writing wishes, the reaction
 * hot path and the raffle among the top wishes.
 */
export function wallServices(
  app: ApiInstance,
  { config, db, stream, firstPageMaxAgeMs }: WallServicesDeps,
) {
  const wall = new WallService(db);
  const firstPage = new FirstPageCache({
    load: () => wall.page(1),
    serialize: (page) => JSON.stringify(ok(page)),
    maxAgeMs: firstPageMaxAgeMs,
  });
  const streamRedis = createRedis(config.redisUrl, 'wishwall-api-stream');
  // Its outages are logged by the reader (each failed read); this only keeps ioredis from
  // printing each failed reconnection as an unhandled error.
  streamRedis.on('error', (error) => app.log.debug({ err: error }, 'event stream connection'));
  const firstPageWatch = watchFirstPage({
    redis: streamRedis,
    keys: redisKeys(config.redisPrefix),
    cache: firstPage,
    onError: (error) => app.log.warn({ err: error }, 'event stream read failed; retrying'),
  });
  app.addHook('onClose', () => firstPageWatch.stop());
  const reactions = new ReactionService(db, stream, app.log, app.reactionMetrics.observeBatch);
  app.reactionMetrics.watchWaiting(() => reactions.waitingPresses);
  return { wall, firstPage, reactions, wishes: new WishService(db), raffle: new RaffleService(db) };
}
export type WallServices = ReturnType<typeof wallServices>;
