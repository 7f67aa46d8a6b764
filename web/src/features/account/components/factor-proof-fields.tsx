import type { FactorProofBody, UserDto } from '@wishwall/contracts/account.dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { mailProofCode } from '../api/authenticator-app.ts';
import { passkeyProof } from '../api/passkeys.ts';

type Factor = FactorProofBody['factor'];

/** The account's second factors a proof may use, the strongest first. */
function factorsOf(user: UserDto): Factor[] {
  return [
    ...(user.data_user.passkeys_enabled === 1 ? (['passkey'] as const) : []),
    ...(user.data_user.totp_enabled === 1 ? (['totp', 'recovery'] as const) : []),
    ...(user.data_user.two_factor_enabled === 1 ? (['email'] as const) : []),
  ];
}

export type FactorProof = ReturnType<typeof useFactorProof>;

/**
 * A current second factor, as the factor-proof and the close-account dialogs ask for it
 * (docs/decisions/0047-authenticator-apps.md, 0053-passkeys.md): which of the account's
 * factors, the code typed for it, the mailed code sent on request, and the proof the API takes.
 */
export function useFactorProof(
  user: UserDto,
  flash: ReturnType<typeof useFlashMessage>,
  fallback: string,
) {
  const { t } = useTranslation();
  const factors = factorsOf(user);
  const [factor, setFactor] = useState<Factor>(factors[0] ?? 'email');
  const [code, setCode] = useState('');
  const sending = useSubmit(flash);
  const withPasskey = factor === 'passkey';

  return {
    factors,
    factor,
    code,
    withPasskey,
    /** A code is asked and none is typed yet. */
    missing: factors.length > 0 && !withPasskey && code.trim() === '',
    mailing: sending.busy,
    choose(next: Factor) {
      setFactor(next);
      setCode('');
      flash.clear();
    },
    setCode,
    mail: () =>
      sending.run(
        async () => {
          await mailProofCode();
          flash.show('success', t('security.proof_email_sent', { email: user.email }));
        },
        { fallback },
      ),
    /** The proof: a passkey's answer to the browser's prompt (asked now), or the code typed. */
    proof: async (): Promise<FactorProofBody> =>
      withPasskey ? passkeyProof() : { factor, code: code.trim() },
  };
}

/**
 * The factor's fields: the choice when the account has several, the button that mails a code,
 * and the code's input (or, for a passkey, what the browser will ask). `name` prefixes the
 * fields' names.
 */
export function FactorProofFields({
  proof,
  name,
  disabled,
  autoFocus,
  invalid,
}: {
  proof: FactorProof;
  name: string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const { factors, factor } = proof;
  if (factors.length === 0) return null;
  const labels: Record<Factor, string> = {
    passkey: t('passkeys.proof_with_passkey'),
    totp: t('security.proof_with_app'),
    recovery: t('security.proof_with_recovery'),
    email: t('security.proof_with_email'),
  };

  return (
    <>
      {factors.length > 1 && (
        <SelectField
          label={t('security.proof_factor')}
          name={`${name}_factor`}
          value={factor}
          options={factors.map((value) => ({ value, label: labels[value] }))}
          onChange={(value) => proof.choose(value as Factor)}
        />
      )}
      {factor === 'email' && (
        <BusyButton
          type="button"
          className="button"
          busy={proof.mailing}
          busyLabel={t('common.sending')}
          onClick={() => void proof.mail()}
        >
          {t('security.proof_send_email')}
        </BusyButton>
      )}
      {proof.withPasskey ? (
        <p className="dialog__text">{t('passkeys.proof_prompt')}</p>
      ) : (
        <TextField
          label={factor === 'recovery' ? t('two_factor.recovery_label') : t('security.proof_code')}
          name={`${name}_code`}
          value={proof.code}
          onChange={proof.setCode}
          autoComplete="one-time-code"
          inputMode={factor === 'recovery' ? 'text' : 'numeric'}
          maxLength={factor === 'recovery' ? 40 : 6}
          required
          disabled={disabled}
          autoFocus={autoFocus}
          invalid={invalid}
        />
      )}
    </>
  );
}
