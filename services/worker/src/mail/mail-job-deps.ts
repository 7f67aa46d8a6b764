import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import type { SecretHasher } from '@wishwall/security/secrets';
import type { MailSender } from './mail-transport.ts';

/** What every mail job is built from. */
export interface MailJobDeps {
  db: Db;
  mailer: MailSender;
  /** Keyed like the API's, which checks the tokens and codes these jobs mint. */
  hasher: SecretHasher;
  config: Pick<Config, 'publicUrl' | 'contactTo'>;
}
