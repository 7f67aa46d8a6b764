import type { UserDto } from '@wishwall/contracts/account.dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { ReferralLink } from '../../../components/ui/referral-link.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLiveWallet } from '../hooks/use-live-wallet.ts';
import { canGift } from '../utils/wallet-rules.ts';
import { GiftDialog } from './gift-dialog.tsx';
import { StatementList } from './statement-list.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import './wallet.css';

/** The settings page's default tab: balance, referral link, gift, withdrawal and the statement. */
export function WalletTab({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const { load, apply, retry, refreshKey } = useLiveWallet();
  const [gifting, setGifting] = useState(false);

  if (load.status === 'loading') {
    return (
      <div className="config__loading">
        <LoadingBars label={t('wallet.loading')} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="config__sections">
        <Alert tone="error">{t('wallet.error_getting_wallet')}</Alert>
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('common.try_again')}
          </button>
        </div>
      </div>
    );
  }

  const { wallet } = load;
  return (
    <div className="config__sections wallet">
      <section className="config__section wallet__balance" aria-labelledby="wallet-balance">
        <h2 id="wallet-balance" className="config__section-title">
          {t('wallet.balance_title')}
        </h2>
        <p className="wallet__amount" data-testid="wallet-balance">
          {money(wallet.balance)}
        </p>
        <p className="config__hint">
          {wallet.last_update
            ? t('wallet.last_update', {
                date: formatDateTime(new Date(wallet.last_update), language),
              })
            : t('wallet.never_updated')}
        </p>
        {canGift(wallet) && (
          <div className="wallet__gift">
            <p className="config__hint">{t('wallet.gift_hint')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setGifting(true)}
              data-testid="gift-button"
            >
              {t('wallet.gift_button')}
            </button>
          </div>
        )}
      </section>
      <ReferralLink code={user.data_user.referral_code} testId="referral-link" />
      <WithdrawalForm wallet={wallet} onWithdrawn={apply} />
      <StatementList refreshKey={refreshKey} />
      {gifting && <GiftDialog onGifted={apply} onClose={() => setGifting(false)} />}
    </div>
  );
}
