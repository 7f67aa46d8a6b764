import { formatMicros } from '@wishwall/domain/money';
import { LedgerService } from '../ledger.service.ts';
import { OperatorCreditService } from '../operator-credit.service.ts';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm wallet:credit <email> <amount> "<reason>"`: an operator credits a wallet against
// DATABASE_URL; the reason is kept on the ledger transaction (decision 0020).
const [email, amount, reason] = process.argv.slice(2);
if (!email || !amount || !reason) {
  console.error('Usage: pnpm wallet:credit <email> <amount in USD, e.g. 25 or 0.50> "<reason>"');
  process.exit(2);
}
await withCliDatabase(async (db) => {
  const ledger = new LedgerService(db, (account) =>
    console.error(`ALERT wallet_inconsistent: ${JSON.stringify(account)}`),
  );
  const balance = await new OperatorCreditService({ db, ledger, changed: async () => {} }).credit(
    email,
    amount,
    reason,
  );
  console.log(`Credited ${amount} USD to ${email}; balance now ${formatMicros(balance)} USD.`);
});
