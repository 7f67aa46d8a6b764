import { loadConfig } from '@wishwall/config/config';
import { AppError } from '@wishwall/contracts/app-error';
import { createDb } from '@wishwall/db/create-db';
import { formatMicros } from '@wishwall/domain/money';
import { LedgerService } from '../ledger.service.ts';
import { OperatorCreditService } from '../operator-credit.service.ts';

// `pnpm wallet:credit <email> <amount> "<reason>"`: an operator credits a wallet against
// DATABASE_URL; the reason is kept on the ledger transaction (decision 0020).
const [email, amount, reason] = process.argv.slice(2);
if (!email || !amount || !reason) {
  console.error('Usage: pnpm wallet:credit <email> <amount in USD, e.g. 25 or 0.50> "<reason>"');
  process.exit(2);
}
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set.');
  process.exit(2);
}
const db = createDb({ url: config.databaseUrl, poolSize: 1 });
try {
  const ledger = new LedgerService(db, (account) =>
    console.error(`ALERT wallet_inconsistent: ${JSON.stringify(account)}`),
  );
  const balance = await new OperatorCreditService({ db, ledger, changed: async () => {} }).credit(
    email,
    amount,
    reason,
  );
  console.log(`Credited ${amount} USD to ${email}; balance now ${formatMicros(balance)} USD.`);
} catch (error) {
  console.error(error instanceof AppError ? `${error.code}: ${error.message}` : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
