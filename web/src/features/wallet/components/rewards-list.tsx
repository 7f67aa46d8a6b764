import type { RewardDto } from '@wishwall/contracts/wallet.dto';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { getRewards } from '../api/get-rewards.ts';
import { useWalletList } from '../hooks/use-wallet-list.ts';
import { WalletList } from './wallet-list.tsx';

/** Referral rewards earned and withdrawals paid (negative), newest first. */
export function RewardsList({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const list = useWalletList<RewardDto>(getRewards, refreshKey);

  return (
    <WalletList
      id="wallet-rewards"
      title={t('wallet.rewards_title')}
      empty={t('wallet.rewards_empty')}
      error={t('wallet.error_getting_rewards')}
      list={list}
      testId="rewards-list"
      renderItem={(reward) => (
        <li key={reward.id} className="wallet__line">
          <span className="wallet__line-main">
            <span className="wallet__line-title">
              {t(`wallet.reward_reasons.${reward.reason}`)}
              {reward.referral_step && ` · ${t(`wallet.referral_steps.${reward.referral_step}`)}`}
            </span>
            {reward.referred_user && (
              <span className="wallet__line-detail">
                {t('wallet.referred_user')}: {reward.referred_user.name}{' '}
                <span
                  className={`wallet__badge wallet__badge--${reward.referred_user.email_verified_at ? 'paid' : 'pending'}`}
                >
                  {reward.referred_user.email_verified_at
                    ? t('wallet.verified')
                    : t('wallet.not_verified')}
                </span>
              </span>
            )}
            <time className="wallet__line-detail" dateTime={reward.created_at}>
              {formatDateTime(new Date(reward.created_at), language)}
            </time>
          </span>
          <span className="wallet__line-amount">{money(reward.amount)}</span>
        </li>
      )}
    />
  );
}
