import { AppError } from '@wishwall/contracts/app-error';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { PrizePaymentDto, RecordPrizePaymentBody } from '@wishwall/contracts/raffle.dto';
import type { WalletFlowDeps } from '@wishwall/core/wallet-changed';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { RafflePrizePaymentRepository } from '@wishwall/db/repositories/raffle-prize-payment.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { RafflePrizePaymentRow } from '@wishwall/db/tables/raffle-prize-payment.table';
import { formatMicros } from '@wishwall/domain/money';

const notYours = () =>
  new AppError(
    'cannot_pay_own_prize',
    'A prize is recorded by another operator than its winner, and approved by a third party',
  );

export function toPrizePaymentDto(row: RafflePrizePaymentRow): PrizePaymentDto {
  return {
    id: row.id,
    round: row.round,
    winner_user_id: row.winner_user_id,
    amount: formatMicros(BigInt(row.amount)),
    method: row.method,
    reference: row.reference,
    state: row.state,
    requested_by: row.requested_by,
    requested_at: row.requested_at.toISOString(),
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** Decision 0044: a closed account's prize is held and paid off-platform, never to its wallet. */
const winnerClosed = () =>
  new AppError(
    'winner_account_closed',
    'The winner closed the account: the prize is held for a claim and paid off-platform',
  );

/**
 * A drawn round's prize, paid under four eyes (decisions 0037 and 0044): an operator who is not
 * the winner records how it is paid — off-platform with its reference, or to the winner's
 * wallet — and a second operator, neither the requester nor the winner, approves it (a wallet
 * credit is posted then, withdrawn as any balance) or rejects it (a new record may follow).
 * Each step is audited in its transaction; the prize page shows the payment's state.
 */
export class RafflePrizeService {
  private readonly deps: WalletFlowDeps;

  constructor(deps: WalletFlowDeps) {
    this.deps = deps;
  }

  async record(
    operatorId: string,
    roundNumber: number,
    body: RecordPrizePaymentBody,
  ): Promise<PrizePaymentDto> {
    const reference = body.reference?.trim() || null;
    if ((body.method === 'off_platform') !== (reference !== null)) {
      throw new AppError(
        'validation_failed',
        'An off-platform payment needs its reference; a wallet credit takes none',
      );
    }
    const { db } = this.deps;
    const round = await new RaffleRoundRepository(db).find(roundNumber);
    const draw = await new RaffleDrawRepository(db).find(roundNumber);
    if (!round || !draw) throw new AppError('not_found', `Round ${roundNumber} was not drawn`);
    const wish = await new WishRepository(db).findById(draw.wish_id);
    if (!wish) throw new AppError('not_found', `Wish ${draw.wish_id} does not exist`);
    if (wish.user_id === operatorId) throw notYours();
    if (
      body.method === 'wallet' &&
      (await new UserRepository(db).findById(wish.user_id))?.closed_at
    ) {
      throw winnerClosed();
    }
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const created = await new RafflePrizePaymentRepository(trx).create({
          round: roundNumber,
          winnerUserId: wish.user_id,
          amount: round.prize,
          method: body.method,
          reference,
          requestedBy: operatorId,
        });
        await new AdminAuditRepository(trx).record({
          operator_id: operatorId,
          action: 'raffle.prize_record',
          record_type: 'raffle_prize_payment',
          record_id: created.id,
          before: null,
          after: toPrizePaymentDto(created),
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'raffle_prize_payments_one_live')) {
          throw new AppError('conflict', 'The prize of this round is already recorded');
        }
        throw error;
      });
    return toPrizePaymentDto(row);
  }

  async decide(
    operatorId: string,
    id: string,
    decision: 'approve' | 'reject',
  ): Promise<PrizePaymentDto> {
    const { db, ledger } = this.deps;
    const decided = await db.transaction().execute(async (trx) => {
      const payments = new RafflePrizePaymentRepository(trx);
      const payment = await payments.lockById(id);
      if (!payment) throw new AppError('not_found', `Prize payment ${id} not found`);
      if (payment.state !== 'pending') {
        throw new AppError('conflict', `The prize payment is already ${payment.state}`);
      }
      const audit = {
        operator_id: operatorId,
        record_type: 'raffle_prize_payment',
        record_id: payment.id,
        before: { state: payment.state },
      };
      if (decision === 'reject') {
        const rejected = await payments.decide(payment.id, 'rejected', operatorId);
        await new AdminAuditRepository(trx).record({
          ...audit,
          action: 'raffle.prize_reject',
          after: { state: rejected.state },
        });
        return rejected;
      }
      if (operatorId === payment.requested_by || operatorId === payment.winner_user_id) {
        throw notYours();
      }
      let transactionId: string | undefined;
      if (payment.method === 'wallet') {
        const wallet = await ledger.lockWallet(trx, payment.winner_user_id);
        // Closing holds this lock while it commits: a winner closed since the record is not
        // credited (decision 0044's held prize).
        if ((await new UserRepository(trx).findById(payment.winner_user_id))?.closed_at) {
          throw winnerClosed();
        }
        transactionId = await ledger.move(trx, {
          kind: 'operator_credit',
          wallet,
          amount: BigInt(payment.amount),
          counterpart: 'operator_credits',
          memo: `Raffle prize, round ${payment.round}`,
        });
      }
      const paid = await payments.decide(payment.id, 'paid', operatorId, transactionId);
      await new AdminAuditRepository(trx).record({
        ...audit,
        action: 'raffle.prize_approve',
        after: { state: paid.state, method: paid.method, transactionId: transactionId ?? null },
      });
      return paid;
    });
    if (decided.state === 'paid' && decided.method === 'wallet') {
      await this.deps.changed(decided.winner_user_id);
    }
    return toPrizePaymentDto(decided);
  }

  async list(): Promise<PrizePaymentDto[]> {
    return (await new RafflePrizePaymentRepository(this.deps.db).list(50)).map(toPrizePaymentDto);
  }
}
