import type { Transaction } from 'kysely';
import type { CreditDecision } from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { Database } from '@wishwall/db/database';
import { isNumericOutOfRange } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { CreditRequestRepository } from '@wishwall/db/repositories/credit-request.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { CreditRequestRow } from '@wishwall/db/tables/credit-request.table';
import { formatMicros, type Micros } from '@wishwall/domain/money';
import {
  assertCanApproveCredit,
  assertNotOwnWallet,
  creditNeedsApproval,
  parseCreditAmount,
  type CreditLimits,
} from '@wishwall/domain/operator-credit';
import { BY_COMMAND, type OperatorAct } from './operator-act.ts';
import type { WalletFlowDeps } from './wallet-changed.ts';

export type CreditOutcome =
  | { state: 'credited'; userId: string; balance: Micros }
  | { state: 'pending'; userId: string; request: CreditRequestRow };

/** What the ledger's bigint columns cannot hold is the request's fault: 422, never 500. */
function outOfRange(error: unknown): never {
  if (isNumericOutOfRange(error)) {
    throw new AppError(
      'amount_out_of_range',
      'The credit would take a balance past what the ledger can hold',
      { cause: error },
    );
  }
  throw error;
}

/**
 * Operators put money into wallets, with a reason kept on the ledger transaction. Four eyes
 * (decision 0037): nobody credits their own wallet, and a console credit above the approval
 * threshold is a request until a second operator approves it. `pnpm wallet:credit` is the
 * audited break-glass path: no approval, but the same maximum.
 */
export class OperatorCreditService {
  private readonly deps: WalletFlowDeps;
  private readonly limits: CreditLimits;

  constructor(deps: WalletFlowDeps, limits: CreditLimits) {
    this.deps = deps;
    this.limits = limits;
  }

  /**
   * Credits `amount` (decimal USD text, up to 6 decimals) to the account of `email`, or, from
   * the console above the threshold, records it for approval. The audit row names the
   * operator (or the command's machine user) and commits with the money or the request.
   */
  async credit(
    email: string,
    amount: string,
    reason: string,
    by: OperatorAct = BY_COMMAND,
  ): Promise<CreditOutcome> {
    const micros = parseCreditAmount(amount, this.limits);
    const memo = reason.trim();
    if (memo === '' || memo.length > 500) {
      throw new AppError('validation_failed', 'Give a reason of 1 to 500 characters');
    }
    const user = await new UserRepository(this.deps.db).findByEmail(email.trim());
    if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
    if (by.operatorId !== null) {
      assertNotOwnWallet(by.operatorId, user.id);
      if (creditNeedsApproval(micros, this.limits)) {
        const request = await this.request(user.id, micros, memo, by.operatorId);
        return { state: 'pending', userId: user.id, request };
      }
    }
    const balance = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const { balance, transactionId, before } = await this.post(trx, user.id, micros, memo);
        await new AdminAuditRepository(trx).record({
          operator_id: by.operatorId,
          action: 'wallet.credit',
          record_type: 'wallet',
          record_id: user.id,
          before: { balance: formatMicros(before) },
          after: {
            balance: formatMicros(balance),
            reason: memo,
            transactionId,
            ...(by.machineUser ? { machine_user: by.machineUser } : {}),
          },
        });
        return balance;
      })
      .catch(outOfRange);
    await this.deps.changed(user.id);
    return { state: 'credited', userId: user.id, balance };
  }

  /**
   * A second operator's decision on a pending request. The row lock orders deciders: of
   * many at once, one decides and posts the credit, the others read it decided (`conflict`).
   */
  async decide(
    requestId: string,
    decision: CreditDecision,
    operatorId: string,
  ): Promise<CreditRequestRow> {
    const decided = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const requests = new CreditRequestRepository(trx);
        const request = await requests.lockById(requestId);
        if (!request) throw new AppError('not_found', `Credit request ${requestId} not found`);
        if (request.state !== 'pending') {
          throw new AppError('conflict', `The credit request is already ${request.state}`);
        }
        // Withdrawing a request moves no money: any operator may, its requester too.
        if (decision === 'approve') assertCanApproveCredit(operatorId, request);
        const audit = {
          operator_id: operatorId,
          record_type: 'credit_request',
          record_id: request.id,
          before: { state: request.state },
        };
        if (decision === 'reject') {
          const rejected = await requests.decide(request.id, 'rejected', operatorId);
          await new AdminAuditRepository(trx).record({
            ...audit,
            action: 'wallet.credit_reject',
            after: { state: rejected.state },
          });
          return rejected;
        }
        const amount = BigInt(request.amount);
        const posted = await this.post(trx, request.user_id, amount, request.reason);
        const approved = await requests.decide(
          request.id,
          'approved',
          operatorId,
          posted.transactionId,
        );
        await new AdminAuditRepository(trx).record({
          ...audit,
          action: 'wallet.credit_approve',
          after: {
            state: approved.state,
            user_id: request.user_id,
            amount: formatMicros(amount),
            balance: formatMicros(posted.balance),
            transactionId: posted.transactionId,
          },
        });
        return approved;
      })
      .catch(outOfRange);
    if (decided.state === 'approved') await this.deps.changed(decided.user_id);
    return decided;
  }

  private async request(
    userId: string,
    amount: Micros,
    reason: string,
    requestedBy: string,
  ): Promise<CreditRequestRow> {
    return this.deps.db.transaction().execute(async (trx) => {
      const request = await new CreditRequestRepository(trx).create({
        userId,
        amount,
        reason,
        requestedBy,
      });
      await new AdminAuditRepository(trx).record({
        operator_id: requestedBy,
        action: 'wallet.credit_request',
        record_type: 'credit_request',
        record_id: request.id,
        after: { state: request.state, user_id: userId, amount: formatMicros(amount), reason },
      });
      return request;
    });
  }

  /** Wallet ← operator_credits, in the caller's transaction; the wallet is locked first. */
  private async post(trx: Transaction<Database>, userId: string, amount: Micros, memo: string) {
    const { ledger } = this.deps;
    const wallet = await ledger.lockWallet(trx, userId);
    const before = wallet.balance;
    const transactionId = await ledger.move(trx, {
      kind: 'operator_credit',
      wallet,
      amount,
      counterpart: 'operator_credits',
      memo,
    });
    return { before, balance: wallet.balance, transactionId };
  }
}
