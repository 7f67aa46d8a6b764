import { hostname, userInfo } from 'node:os';
import { loadConfig } from '@wishwall/config/config';
import { formatMicros } from '@wishwall/domain/money';
import { LedgerService } from '@wishwall/core/ledger.service';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm wallet:credit <email> <amount> "<reason>"`: the break-glass credit against
// DATABASE_URL (decision 0037). It needs no second operator (an installation with one
// operator has none), so it is for shell holders only, at most CREDIT_MAX_USD, and its audit
// row names the machine account that ran it and the reason, kept on the ledger transaction.
const [email, amount, reason] = process.argv.slice(2);
if (!email || !amount || !reason?.trim()) {
  console.error('Usage: pnpm wallet:credit <email> <amount in USD, e.g. 25 or 0.50> "<reason>"');
  process.exit(2);
}
await withCliDatabase(async (db) => {
  const ledger = new LedgerService(db, (account) =>
    console.error(`ALERT wallet_inconsistent: ${JSON.stringify(account)}`),
  );
  const credits = new OperatorCreditService(
    { db, ledger, changed: async () => {} },
    loadConfig().credits,
  );
  const outcome = await credits.credit(email, amount, reason, {
    operatorId: null,
    machineUser: `${userInfo().username}@${hostname()}`,
  });
  if (outcome.state !== 'credited') throw new Error('a command credit never waits');
  console.log(
    `Credited ${amount} USD to ${email}; balance now ${formatMicros(outcome.balance)} USD.`,
  );
});
