import {
  STATEMENT_FILTERS,
  type StatementEntryDto,
  type StatementFilter,
} from '@wishwall/contracts/statement.dto';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { getStatement } from '../api/get-statement.ts';
import { useWalletList } from '../hooks/use-wallet-list.ts';
import { WalletList } from './wallet-list.tsx';
import { memberName } from '../../../lib/member-name.ts';

/**
 * The wallet's statement (docs/product.md#statement): every movement, newest first, with the
 * balance after it, filterable by kind. It starts over whenever `refreshKey` moves, so a
 * movement pushed live shows without a reload.
 */
export function StatementList({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatementFilter | null>(null);
  const fetchPage = useCallback(
    (page: number, signal?: AbortSignal) => getStatement(filter, page, signal),
    [filter],
  );
  const list = useWalletList<StatementEntryDto>(fetchPage, refreshKey);

  const filterButton = (each: StatementFilter | null) => (
    <button
      key={each ?? 'all'}
      type="button"
      className="button button--secondary button--small"
      aria-pressed={each === filter}
      onClick={() => setFilter(each)}
    >
      {t(`wallet.statement.filters.${each ?? 'all'}`)}
    </button>
  );

  return (
    <WalletList
      id="wallet-statement"
      title={t('wallet.statement.title')}
      empty={filter ? t('wallet.statement.filtered_empty') : t('wallet.statement.empty')}
      error={t('wallet.statement.error')}
      list={list}
      testId="statement-list"
      toolbar={
        <div
          className="wallet__filters"
          role="group"
          aria-label={t('wallet.statement.filter_label')}
        >
          {[null, ...STATEMENT_FILTERS].map(filterButton)}
        </div>
      }
      renderItem={(line) => <StatementLine key={line.id} line={line} />}
    />
  );
}

function StatementLine({ line }: { line: StatementEntryDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const { reward, credit, gift, withdrawal } = line;
  return (
    <li className="wallet__line" data-kind={line.kind}>
      <span className="wallet__line-main">
        <span className="wallet__line-title">
          {t(`wallet.statement.kinds.${line.kind}`)}
          {withdrawal && (
            <>
              {' '}
              {withdrawal.reversed ? (
                <span className="wallet__badge wallet__badge--reversed">
                  {t('wallet.statement.reversed_badge')}
                </span>
              ) : (
                <span className={`wallet__badge wallet__badge--${withdrawal.status}`}>
                  {t(`wallet.statuses.${withdrawal.status}`)}
                </span>
              )}
            </>
          )}
        </span>
        {reward && (
          <span className="wallet__line-detail">
            {memberName(t, reward.referred_user)} ·{' '}
            {t(`wallet.referral_steps.${reward.referral_step}`)}
          </span>
        )}
        {credit && <span className="wallet__line-detail">{credit.reason}</span>}
        {gift && (
          <span className="wallet__line-detail">
            {t('wallet.statement.gift_to', {
              email: gift.receiver_closed ? t('common.former_member') : gift.receiver_email,
            })}{' '}
            <span className={`wallet__badge wallet__badge--gift-${gift.state}`}>
              {t(`wallet.statement.gift_states.${gift.state}`)}
            </span>
          </span>
        )}
        {withdrawal && line.kind === 'withdrawal_paid' && (
          <span className="wallet__line-detail">
            {t('wallet.statement.payout', { amount: money(withdrawal.amount) })}
          </span>
        )}
        {withdrawal?.destination && line.kind !== 'withdrawal_released' && (
          <span className="wallet__line-detail">
            {t('wallet.transaction_destination', { email: withdrawal.destination })}
          </span>
        )}
        {withdrawal?.provider_reference && (
          <span className="wallet__line-detail">
            {t('wallet.statement.reference', { reference: withdrawal.provider_reference })}
          </span>
        )}
        {withdrawal?.reason && (
          <span className="wallet__line-detail">
            {t('wallet.statement.reason', { reason: withdrawal.reason })}
          </span>
        )}
        <time className="wallet__line-detail" dateTime={line.created_at}>
          {formatDateTime(new Date(line.created_at), language)}
        </time>
      </span>
      <span className="wallet__line-figures">
        {/* A payout moves held money, not the wallet's: it shows no amount of its own. */}
        {line.kind !== 'withdrawal_paid' && (
          <span
            className={`wallet__line-amount wallet__line-amount--${line.amount.startsWith('-') ? 'out' : 'in'}`}
          >
            {money(line.amount, { signed: true })}
          </span>
        )}
        <span className="wallet__line-balance" data-testid="balance-after">
          {t('wallet.statement.balance_after', { amount: money(line.balance_after) })}
        </span>
      </span>
    </li>
  );
}
