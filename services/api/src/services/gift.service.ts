import { AppError } from '@wishwall/contracts/app-error';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { WalletChanged } from '@wishwall/core/wallet-changed';
import type { Db } from '@wishwall/db/database';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { GiftedWishRow } from '@wishwall/db/tables/live-wall.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { assertCanGift, GIFT_PRICE, normalizeEmail } from '@wishwall/domain/gift';

/**
 * Buying a gifted wish for someone by e-mail (DESIGN.md §6): 1 USD leaves the giver's wallet
 * and the gift row is written in one transaction, with the event that mails the receiver.
 */
export class GiftService {
  private readonly db: Db;
  private readonly ledger: LedgerService;
  private readonly changed: WalletChanged;

  constructor(db: Db, ledger: LedgerService, changed: WalletChanged) {
    this.db = db;
    this.ledger = ledger;
    this.changed = changed;
  }

  async give(giver: UserRow, receiverEmail: string): Promise<GiftedWishRow> {
    const receiverAddress = normalizeEmail(receiverEmail);
    const gift = await this.db.transaction().execute(async (trx) => {
      const wallet = await this.ledger.lockWallet(trx, giver.id);
      assertCanGift(giver.email, receiverAddress, wallet.balance);
      const gifts = new GiftedWishRepository(trx);
      await gifts.lockReceiver(receiverAddress);
      const receiver = await new UserRepository(trx).findByEmail(receiverAddress);
      if (
        (await gifts.hasOpenFor(receiverAddress, receiver?.id)) ||
        (receiver && (await new WishRepository(trx).hasPublished(receiver.id)))
      ) {
        throw new AppError('wish_already_given', 'Wish already given');
      }
      const purchase = await this.ledger.move(trx, {
        kind: 'gift_purchase',
        wallet,
        amount: -GIFT_PRICE,
        counterpart: 'gift_sales',
      });
      const created = await gifts.create({
        giver_user_id: giver.id,
        receiver_email: receiverAddress,
        // Bound to the account only once its owner proved the address; until then the gift
        // waits for whoever verifies it (matched by address, case-insensitively).
        receiver_user_id: receiver?.email_verified_at ? receiver.id : null,
        purchase_transaction_id: purchase,
      });
      await new OutboxRepository(trx).add({
        type: 'gift.bought',
        payload: { giftId: created.id, giverUserId: giver.id },
      });
      return created;
    });
    await this.changed(giver.id);
    return gift;
  }
}
