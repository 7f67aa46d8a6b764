import type { Redis } from 'ioredis';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { ApiInstance } from '../api-instance.ts';
import { AccountClosingService } from '../services/account-closing.service.ts';
import { ContactService } from '../services/contact.service.ts';
import { LegalDocumentService } from '../services/legal-document.service.ts';
import type { LocalDiskAvatarStorage } from '../storage/avatar-storage.ts';
import { accountServices } from './account-services.ts';
import { moneyServices } from './money-services.ts';
import { operatorServices } from './operator-services.ts';
import { wallServices } from './wall-services.ts';

export interface ApiServicesDeps {
  config: Config;
  db: Db;
  /** The request path's connection (fail-fast). */
  redis: Redis;
  avatars: LocalDiskAvatarStorage;
  firstPageMaxAgeMs: number;
}

/**
 * The API's composition root: every service, built once per app and grouped by the part of
 * the product it serves. Routes get what they use from here; nothing else builds a service.
 */
export function createApiServices(
  app: ApiInstance,
  { config, db, redis, avatars, firstPageMaxAgeMs }: ApiServicesDeps,
) {
  const stream = new EventStreamWriter(redis, redisKeys(config.redisPrefix));
  const account = accountServices(app, { config, db, redis, avatars });
  const wall = wallServices(app, { config, db, stream, firstPageMaxAgeMs });
  const money = moneyServices(app, {
    config,
    db,
    stream,
    verifyPassword: (hash, password) => account.passwords.verify(hash, password),
  });
  // Closing an account moves money (decision 0050): built once both groups exist.
  const closing = new AccountClosingService({
    db,
    passwords: account.passwords,
    ledger: money.ledger,
    changed: money.changed,
    avatars,
    accounts: account.accounts,
  });
  const operator = operatorServices(app, { config, db, redis, ledger: money.ledger });
  const site = {
    documents: new LegalDocumentService(db),
    contact: new ContactService(db, account.captcha),
  };
  return { account: { ...account, closing }, wall, money, operator, site };
}
export type ApiServices = ReturnType<typeof createApiServices>;
