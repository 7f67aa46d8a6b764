import type { UserDto } from '@wishwall/contracts/account.dto';
import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { microsOfDecimal } from '@wishwall/domain/money';
import { WITHDRAWAL_MINIMUM } from '@wishwall/domain/withdrawal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { getWallet } from '../../wallet/api/get-wallet.ts';
import { closeAccount } from '../api/close-account.ts';
import { FactorProofFields, useFactorProof } from './factor-proof-fields.tsx';

/**
 * The security tab's last section (docs/decisions/0050-closing-an-account.md): a button that
 * reads the balance and opens a dialog stating what closing does, asking for the password, a
 * current second factor when one is on, and — for a balance below the withdrawal minimum —
 * the confirmation that it is given up.
 */
export function CloseAccountSection({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<WalletDto | null>(null);
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);

  const open = () =>
    run(async () => setWallet(await getWallet()), {
      fallback: t('security.error_loading_balance'),
    });

  return (
    <div className="close-account">
      <p className="config__hint">{t('security.close_explained')}</p>
      <FlashAlert message={flash.message} />
      <BusyButton
        type="button"
        className="button button--danger"
        busy={busy}
        busyLabel={t('app.loading')}
        onClick={() => void open()}
        data-testid="open-close-account"
      >
        {t('security.close_open')}
      </BusyButton>
      {wallet && <CloseAccountDialog user={user} wallet={wallet} onClose={() => setWallet(null)} />}
    </div>
  );
}

function CloseAccountDialog({
  user,
  wallet,
  onClose,
}: {
  user: UserDto;
  wallet: WalletDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const balance = microsOfDecimal(wallet.balance) ?? 0n;
  const withdrawable = balance >= WITHDRAWAL_MINIMUM;
  const forfeiting = balance > 0n && !withdrawable;
  const [password, setPassword] = useState('');
  const [forfeitConfirmed, setForfeitConfirmed] = useState(false);
  const [closed, setClosed] = useState(false);
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const closing = useSubmit(flash);
  const proof = useFactorProof(user, flash, t('security.error_closing'));
  const amount = money(wallet.balance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (closing.busy || withdrawable || password === '') return;
    if (proof.missing) return;
    if (forfeiting && !forfeitConfirmed) {
      show('error', t('security.close_forfeit_required'));
      return;
    }
    await closing.run(
      async () => {
        // A passkey answers the browser's prompt when the close is pressed.
        const factor = proof.factors.length === 0 ? {} : await proof.proof();
        await closeAccount({
          current_password: password,
          ...factor,
          ...(forfeiting ? { forfeit: wallet.balance } : {}),
        });
        setClosed(true);
      },
      { fallback: t('security.error_closing') },
    );
  };

  // Every session ended with the close: home first, then signed out here (as a logout does).
  const leave = async () => {
    await navigate('/');
    useSessionStore.getState().clear();
  };

  if (closed) {
    return (
      <Dialog
        key="closed"
        title={t('security.close_done_title')}
        onClose={() => void leave()}
        testId="account-closed-dialog"
      >
        <p className="dialog__text">{t('security.close_done')}</p>
        <div className="form__actions">
          <button
            type="button"
            className="button"
            onClick={() => void leave()}
            data-autofocus
            data-testid="account-closed-ok"
          >
            {t('common.ok')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="closing"
      title={t('security.close_dialog_title')}
      onClose={onClose}
      testId="close-account-dialog"
    >
      <Form onSubmit={submit}>
        <p className="dialog__text">{t('security.close_consequences_title')}</p>
        <ul className="close-account__consequences">
          <li>{t('security.close_erases')}</li>
          <li>{t('security.close_wish_stays')}</li>
          <li>{t('security.close_gifts')}</li>
          <li>{t('security.close_sessions')}</li>
          <li>{t('security.close_email_free')}</li>
        </ul>
        <p className="dialog__text">{t('security.close_mail', { email: user.email })}</p>
        {balance === 0n && <p className="dialog__text">{t('security.close_balance_none')}</p>}
        {withdrawable && (
          <p className="dialog__text" role="alert" data-testid="close-withdraw-first">
            {t('security.close_balance_withdraw', { amount })}
          </p>
        )}
        {forfeiting && (
          <CheckboxField
            name="forfeit"
            label={t('security.close_forfeit_label', { amount })}
            checked={forfeitConfirmed}
            onChange={(checked) => {
              setForfeitConfirmed(checked);
              clear();
            }}
          />
        )}
        <PasswordField
          purpose="current"
          label={t('security.close_password')}
          name="close_password"
          value={password}
          onChange={setPassword}
          disabled={withdrawable}
          autoFocus
        />
        <FactorProofFields proof={proof} name="close" disabled={withdrawable} />
        <FlashAlert message={message} />
        <div className="form__actions">
          <BusyButton
            className="button button--danger"
            busy={closing.busy}
            busyLabel={t('security.close_closing')}
            disabled={withdrawable}
            data-testid="confirm-close-account"
          >
            {t('security.close_confirm')}
          </BusyButton>
          <button type="button" className="button" onClick={onClose}>
            {t('security.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
