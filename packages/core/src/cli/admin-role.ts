import { loadConfig } from '@wishwall/config/config';
import { AppError } from '@wishwall/contracts/app-error';
import { createDb } from '@wishwall/db/create-db';
import { OperatorRoleService } from '../operator-role.service.ts';

// `pnpm admin:grant <email>` / `pnpm admin:revoke <email>` against DATABASE_URL: the only way
// an account becomes an operator or stops being one (decision 0022).
const [change, email] = process.argv.slice(2);
if ((change !== 'grant' && change !== 'revoke') || !email) {
  console.error('Usage: pnpm admin:grant <email> | pnpm admin:revoke <email>');
  process.exit(2);
}
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set.');
  process.exit(2);
}
const db = createDb({ url: config.databaseUrl, poolSize: 1 });
try {
  const result = await new OperatorRoleService(db).setRole(
    email,
    change === 'grant' ? 'admin' : 'user',
  );
  console.log(`${email} is now ${result.role === 'admin' ? 'an operator' : 'a user'}.`);
  if (result.role === 'admin' && !result.twoFactor) {
    console.log('Two-factor sign-in is off for this account: turn it on to use the console.');
  }
} catch (error) {
  console.error(error instanceof AppError ? `${error.code}: ${error.message}` : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
