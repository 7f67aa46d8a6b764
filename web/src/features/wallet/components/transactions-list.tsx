import type { TransactionDto } from '@wishwall/contracts/wallet.dto';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { getTransactions } from '../api/get-transactions.ts';
import { useWalletList } from '../hooks/use-wallet-list.ts';
import { WalletList } from './wallet-list.tsx';

/**
 * Withdrawal requests with their status badge, the PayPal account and, for a failed payout,
 * PayPal's reason; newest first.
 */
export function TransactionsList({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useWalletList<TransactionDto>(getTransactions, refreshKey);

  return (
    <WalletList
      id="wallet-transactions"
      title={t('wallet.transactions_title')}
      empty={t('wallet.transactions_empty')}
      error={t('wallet.error_getting_transactions')}
      list={list}
      testId="transactions-list"
      renderItem={(transaction) => (
        <li key={transaction.id} className="wallet__line">
          <span className="wallet__line-main">
            <span className="wallet__line-title">
              <span className={`wallet__badge wallet__badge--${transaction.status}`}>
                {t(`wallet.statuses.${transaction.status}`)}
              </span>
            </span>
            <time className="wallet__line-detail" dateTime={transaction.created_at}>
              {formatDateTime(new Date(transaction.created_at), language)}
            </time>
            {transaction.destination && (
              <span className="wallet__line-detail">
                {t('wallet.transaction_destination', { email: transaction.destination })}
              </span>
            )}
            {transaction.reason && (
              <span className="wallet__line-detail">
                {t('wallet.transaction_reason', { reason: transaction.reason })}
              </span>
            )}
          </span>
          <span className="wallet__line-amount">{transaction.amount} USD</span>
        </li>
      )}
    />
  );
}
