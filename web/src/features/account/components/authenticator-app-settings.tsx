import type {
  AuthenticatorSetupDto,
  FactorProofBody,
  UserDto,
} from '@wishwall/contracts/account.dto';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import {
  disableAuthenticator,
  enableAuthenticator,
  renewRecoveryCodes,
  setUpAuthenticator,
} from '../api/authenticator-app.ts';
import { keepSession } from '../utils/keep-session.ts';
import { FactorProofDialog } from './factor-proof-dialog.tsx';
import { FactorStatus } from './factor-status.tsx';

interface AuthenticatorAppSettingsProps {
  user: UserDto;
}

/**
 * docs/product.md#two-factor-sign-in: an authenticator app, set up from a QR code (or its key)
 * and turned on by its first code; ten recovery codes shown once; new codes and turning it
 * off ask for a current second factor.
 */
export function AuthenticatorAppSettings({ user }: AuthenticatorAppSettingsProps) {
  const { t } = useTranslation();
  const enabled = user.data_user.totp_enabled === 1;
  const [setup, setSetup] = useState<AuthenticatorSetupDto | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [proving, setProving] = useState<'renew' | 'disable' | null>(null);
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);
  const root = useRef<HTMLDivElement>(null);

  // The button that asked for the key is gone once it shows: the focus goes on to the code's
  // field (`autoFocus` acts only inside a dialog), so a keyboard user is not left on the page.
  useEffect(() => {
    if (setup) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [setup]);

  const begin = () =>
    run(
      async () => {
        setSetup(await setUpAuthenticator());
        setCode('');
      },
      { fallback: t('security.error_app') },
    );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !/^[0-9]{6}$/.test(code.trim())) return;
    const failure = await run(
      async () => {
        const answer = await enableAuthenticator(code.trim());
        keepSession(answer);
        setSetup(null);
        setRecoveryCodes(answer.recovery_codes);
        show('success', t('security.app_enabled'));
      },
      { fallback: t('security.error_app') },
    );
    if (failure) setCode('');
  };

  const proven = async (proof: FactorProofBody) => {
    if (proving === 'renew') {
      setRecoveryCodes((await renewRecoveryCodes(proof)).recovery_codes);
    } else {
      keepSession(await disableAuthenticator(proof));
      show('success', t('security.app_disabled'));
    }
    setProving(null);
  };

  return (
    <div className="two-factor-settings" ref={root}>
      <FactorStatus
        enabled={enabled}
        on={t('security.app_on')}
        off={t('security.app_off')}
        hint={t('security.app_explained')}
        testId="authenticator-status"
      />
      {recoveryCodes && (
        <div className="recovery-codes" role="region" aria-labelledby="recovery-codes-title">
          <h3 id="recovery-codes-title" className="recovery-codes__title">
            {t('security.recovery_codes_title')}
          </h3>
          <p className="config__hint">{t('security.recovery_codes_explained')}</p>
          <ol className="recovery-codes__list" data-testid="recovery-codes">
            {recoveryCodes.map((each) => (
              <li key={each}>
                <code>{each}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
            {t('security.recovery_codes_saved')}
          </button>
        </div>
      )}
      {!enabled && setup && (
        <Form onSubmit={confirm} className="form authenticator-setup">
          <p className="config__hint">{t('security.scan_qr')}</p>
          <img
            className="authenticator-setup__qr"
            src={setup.qr_code}
            alt={t('security.qr_alt')}
            width={200}
            height={200}
          />
          <p className="authenticator-setup__secret">
            {t('security.secret_label')}:{' '}
            <code data-testid="authenticator-secret">{setup.secret}</code>
          </p>
          <p className="config__hint">{t('security.enter_first_code')}</p>
          <TextField
            label={t('two_factor.code_label')}
            name="authenticator_code"
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            invalid={message?.tone === 'error'}
          />
          <div className="form__actions">
            <BusyButton
              busy={busy}
              busyLabel={t('two_factor.validating')}
              disabled={code.length !== 6}
              data-testid="turn-on-authenticator"
            >
              {t('security.turn_on_app')}
            </BusyButton>
          </div>
        </Form>
      )}
      <div className="form__actions">
        {enabled ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => setProving('renew')}
              data-testid="renew-recovery-codes"
            >
              {t('security.renew_recovery_codes')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setProving('disable')}
              data-testid="turn-off-authenticator"
            >
              {t('security.turn_off_app')}
            </button>
          </>
        ) : (
          !setup && (
            <BusyButton
              type="button"
              onClick={() => void begin()}
              busy={busy}
              busyLabel={t('common.sending')}
              data-testid="set-up-authenticator"
            >
              {t('security.set_up_app')}
            </BusyButton>
          )
        )}
      </div>
      <FlashAlert message={message} />
      {proving && (
        <FactorProofDialog
          user={user}
          action={
            proving === 'renew' ? t('security.renew_recovery_codes') : t('security.turn_off_app')
          }
          onProof={proven}
          onClose={() => setProving(null)}
        />
      )}
    </div>
  );
}
