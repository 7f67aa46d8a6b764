import type { CountryDto, RegisterBody } from '@wishwall/contracts/account.dto';
import { LEGAL_DOCUMENT_SLUGS } from '@wishwall/contracts/legal-document.dto';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCaptchaAnswer } from '../../../hooks/use-captcha.ts';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { LEAVING, useSubmit, type SubmitFailure } from '../../../hooks/use-submit.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { readReferralCode } from '../../../lib/referral-code.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { useNoticeStore } from '../../../stores/notice-store.ts';
import { register } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { regionOfLanguages } from '../utils/default-country.ts';
import { problemText } from '../utils/problem-text.ts';
import { registerFailureText } from '../utils/register-failure.ts';
import { registerLinkOf } from '../utils/register-link.ts';
import {
  hasProblems,
  serverProblems,
  validateRegister,
  type FieldProblem,
  type RegisterValues,
} from '../utils/validate-auth-forms.ts';
import './auth-dialogs.css';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { AuthDialogFooter } from './auth-dialog-footer.tsx';

const REGISTER_FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'captcha',
] as const satisfies readonly (keyof RegisterValues)[];

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  captcha: '',
};

function callingCodeOf(country: CountryDto | undefined): string {
  const code = country?.calling_code;
  if (!code) return '';
  return code.startsWith('+') ? code : `+${code}`;
}

/** A legal page's link in the terms line; Trans puts the page's name inside it. */
function LegalLink({
  href,
  newWindow,
  children,
}: {
  href: string;
  newWindow: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newWindow}</span>
    </a>
  );
}

interface RegisterDialogProps {
  onClose: () => void;
}

export function RegisterDialog({ onClose }: RegisterDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useCountries(language);
  const completeSignIn = useCompleteSignIn();
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { captcha, answer } = useCaptchaAnswer(show);
  const { busy, run } = useSubmit(flash);
  // Read once: the link that opened the dialog (a gift mail's fills the address, read-only).
  const [link] = useState(() => registerLinkOf(window.location.search));
  const { values, setValues, problems, setProblems, change } = useFormFields<
    RegisterValues,
    FieldProblem
  >({ ...EMPTY, email: link.email });
  // Null until the visitor picks one: until then the browser's region is the suggestion.
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);

  const suggested = regionOfLanguages(navigator.languages);
  const countryId =
    chosenCountry ?? countries.countries.find((country) => country.id === suggested)?.id ?? '';
  const country = countries.countries.find((candidate) => candidate.id === countryId);

  const fail = ({ code, error }: SubmitFailure) => {
    if (error instanceof ApiError && code === 'validation_failed') {
      setProblems(serverProblems(error.fields, REGISTER_FIELDS));
    }
    if (code === 'password_does_not_match') {
      setProblems({ password_confirmation: 'password_does_not_match' });
    }
    setValues((current) => ({ ...current, captcha: '' }));
    captcha.reload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegister(values);
    setProblems(found);
    if (hasProblems(found)) return;
    const captchaAnswer = answer(values.captcha);
    if (!captchaAnswer) return;
    const referralCode = readReferralCode();
    const body: RegisterBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      ...captchaAnswer,
      ...(country && {
        country: country.name,
        countryCode: country.id,
        countryCallingCode: callingCodeOf(country),
      }),
      ...(referralCode && { referral_code: referralCode }),
      ...(link.giftToken && { gift_token: link.giftToken }),
    };
    const failure = await run(
      async () => {
        const session = await register(body);
        completeSignIn(session);
        // Through a gift mail's link the address is verified already: no link to wait for.
        if (!session.user.email_verified_at) {
          useNoticeStore.getState().show({ kind: 'registered', email: body.email, at: null });
        }
        return LEAVING;
      },
      {
        fallback: t('auth.error_on_register'),
        describe: (_code, error) => registerFailureText(t, error),
      },
    );
    if (failure) fail(failure);
  };

  return (
    <Dialog
      title={t('auth.register_title')}
      onClose={onClose}
      size="medium"
      testId="register-dialog"
    >
      <Form onSubmit={submit}>
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          error={problemText(t, problems.name)}
          maxLength={120}
          autoFocus
          required
        />
        <EmailField
          value={values.email}
          onChange={change('email')}
          error={problemText(t, problems.email)}
          readOnly={link.giftToken !== null}
          hint={link.giftToken ? t('auth.gift_email_hint') : undefined}
        />
        <div className="form__row">
          <PasswordField
            purpose="new"
            value={values.password}
            onChange={change('password')}
            error={problemText(t, problems.password)}
          />
          <PasswordField
            purpose="new"
            label={t('auth.password_confirmation')}
            name="password_confirmation"
            value={values.password_confirmation}
            onChange={change('password_confirmation')}
            error={problemText(t, problems.password_confirmation)}
          />
        </div>
        <div className="form__row register-dialog__country">
          <CountrySelect
            countries={countries.countries}
            value={countryId}
            onChange={setChosenCountry}
            disabled={countries.status === 'loading'}
            error={countries.status === 'error' ? t('country.error_loading_countries') : null}
          />
          <TextField
            label={t('auth.calling_code')}
            name="country_calling_code"
            value={callingCodeOf(country)}
            onChange={() => undefined}
            readOnly
          />
        </div>
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          onChange={change('captcha')}
          error={problemText(t, problems.captcha)}
        />
        <p className="register-dialog__terms" data-testid="register-terms">
          {/* New tabs: following a link must not lose what the form holds. */}
          <Trans
            i18nKey="auth.register_terms"
            components={{
              terms: (
                <LegalLink
                  href={`/${language}/${LEGAL_DOCUMENT_SLUGS.terms}`}
                  newWindow={t('wish_page.new_window')}
                />
              ),
              privacy: (
                <LegalLink
                  href={`/${language}/${LEGAL_DOCUMENT_SLUGS.privacy}`}
                  newWindow={t('wish_page.new_window')}
                />
              ),
            }}
          />
        </p>
        <FlashAlert message={message} />
        <AuthDialogFooter
          busy={busy}
          submitLabel={t('auth.register_submit')}
          busyLabel={t('auth.registering')}
          switchPrompt={t('auth.have_account')}
          switchLabel={t('auth.login_link')}
          onSwitch={() => useAuthDialogStore.getState().openLogin()}
        />
      </Form>
    </Dialog>
  );
}
