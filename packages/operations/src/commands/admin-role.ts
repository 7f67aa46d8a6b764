import { loadConfig } from '@wishwall/config/config';
import { announceSessionInvalidation } from '@wishwall/events/session-invalidation';
import { OperatorRoleService, type OperatorFactors } from '@wishwall/core/operator-role.service';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm admin:grant <email>` / `pnpm admin:revoke <email>` against DATABASE_URL: the only way
// an account becomes an operator or stops being one (decision 0022). Either ends the account's
// sessions (docs/decisions/0036-operator-sessions.md).

/**
 * What the console will make of the account's second factors: an authenticator app or a passkey
 * lets an operator in, each one a session passed itself (docs/decisions/0047-authenticator-apps.md,
 * docs/decisions/0053-passkeys.md); codes by e-mail do not count. The role is granted either
 * way: the console refuses the account until it has one, and says why.
 */
function operatorFactorsNotice({ app, passkey, emailCodes }: OperatorFactors): string {
  const addOne =
    'The console asks for an authenticator app or a passkey: add one in the profile’s ' +
    'security tab, then sign in with it.';
  if (app && passkey) return 'For the console it has an authenticator app and a passkey.';
  if (app) return 'For the console it has an authenticator app.';
  if (passkey) return 'For the console it has a passkey.';
  if (emailCodes) {
    return `Warning: this account’s only second factor is a code by e-mail, which does not count for operators. ${addOne}`;
  }
  return `Warning: this account has no second factor. ${addOne}`;
}

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
  const tellFactors = () => {
    if (result.role === 'admin') console.log(operatorFactorsNotice(result.factors));
  };
  if (!result.changed) {
    console.log(`${email} is already ${now}: nothing changed.`);
    tellFactors();
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
  tellFactors();
});
