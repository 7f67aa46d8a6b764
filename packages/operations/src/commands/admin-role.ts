import { loadConfig } from '@wishwall/config/config';
import { announceSessionInvalidation } from '@wishwall/events/session-invalidation';
import { OperatorRoleService } from '@wishwall/core/operator-role.service';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm admin:grant <email>` / `pnpm admin:revoke <email>` against DATABASE_URL: the only way
// an account becomes an operator or stops being one (decision 0022). Either ends the account's
// sessions (docs/decisions/0036-operator-sessions.md).
const [change, email] = process.argv.slice(2);
if ((change !== 'grant' && change !== 'revoke') || !email) {
  console.error('Usage: pnpm admin:grant <email> | pnpm admin:revoke <email>');
  process.exit(2);
}
await withCliDatabase(async (db) => {
  const result = await new OperatorRoleService(db).setRole(
    email,
    change === 'grant' ? 'admin' : 'user',
  );
  const now = result.role === 'admin' ? 'an operator' : 'a user';
  const withoutApp = () => {
    if (result.role === 'admin' && !result.authenticatorApp) {
      console.log(
        'This account has no authenticator app: the console asks for one (a code by e-mail ' +
          'does not count for operators). Turn it on in the profile’s security tab, then sign ' +
          'in with it.',
      );
    }
  };
  if (!result.changed) {
    console.log(`${email} is already ${now}: nothing changed.`);
    withoutApp();
    return;
  }
  console.log(`${email} is now ${now}. Every session of the account has ended.`);
  const config = loadConfig();
  const told = await announceSessionInvalidation(config.redisUrl, config.redisPrefix, {
    userId: result.userId,
  });
  if (!told) {
    console.log('Redis did not answer: API processes forget cached sessions within 10 s.');
  }
  withoutApp();
});
