import { AppError } from '@wishwall/contracts/app-error';
import type { WalletFlowDeps } from '@wishwall/core/wallet-changed';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { GiftedWishRow } from '@wishwall/db/tables/gifted-wish.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { assertCanGift, GIFT_PRICE, normalizeEmail } from '@wishwall/domain/gift';

/**
 * Buying a gifted wish for someone by e-mail (docs/product.md#gifts): 1 USD leaves the giver's
 * wallet and the gift row is written in one transaction, with the event that mails the receiver.
 */
export class GiftService {
  private readonly deps: WalletFlowDeps;

  constructor(deps: WalletFlowDeps) {
    this.deps = deps;
  }

  async give(giver: UserRow, receiverEmail: string): Promise<GiftedWishRow> {
    const { db, ledger, changed } = this.deps;
    const receiverAddress = normalizeEmail(receiverEmail);
    const gift = await db.transaction().execute(async (trx) => {
      const wallet = await ledger.lockWallet(trx, giver.id);
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
      const purchase = await ledger.move(trx, {
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
    await changed(giver.id);
    return gift;
  }
}
