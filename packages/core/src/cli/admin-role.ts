import { OperatorRoleService } from '../operator-role.service.ts';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm admin:grant <email>` / `pnpm admin:revoke <email>` against DATABASE_URL: the only way
// an account becomes an operator or stops being one (decision 0022).
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
  console.log(`${email} is now ${result.role === 'admin' ? 'an operator' : 'a user'}.`);
  if (result.role === 'admin' && !result.twoFactor) {
    console.log('Two-factor sign-in is off for this account: turn it on to use the console.');
  }
});
