import type { ContactBody } from '@wishwall/contracts/contact.dto';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@wishwall/contracts/contact.dto';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FieldLabel } from '../../../components/ui/field-label.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCaptchaAnswer } from '../../../hooks/use-captcha.ts';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { contactFieldErrorsText, contactFieldProblems } from '../utils/contact-error-text.ts';
import { validateContact, type ContactProblem } from '../utils/validate-contact.ts';
import '../../../app/routes/pages.css';
import './contact-page.css';

type ContactValues = Omit<ContactBody, 'captchaToken'>;

const PROBLEM_KEYS = {
  required: 'form.required',
  invalid_email: 'form.invalid_email',
} as const satisfies Record<ContactProblem, string>;

/**
 * The contact form (docs/product.md#contact-page): every field required, a captcha spent by each
 * attempt, the outcome shown above the button. `?subject=` fills the subject (the error screen's
 * "Report problem" does).
 */
export function ContactPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const flashMessage = useFlashMessage();
  const { message: flash, show } = flashMessage;
  const { captcha, answer } = useCaptchaAnswer(show);
  const { busy, run } = useSubmit(flashMessage);
  const messageId = useId();
  const { values, setValues, problems, setProblems, change } = useFormFields<ContactValues, string>(
    () => ({
      name: user?.name ?? '',
      email: user?.email ?? '',
      subject: params.get('subject') ?? '',
      message: '',
      captcha: '',
    }),
  );

  // A session that arrives after the page (a reload reads it back from the API) still fills
  // the sender's name and address, unless the visitor typed their own.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.name,
      email: current.email || user.email,
    }));
  }, [user, setValues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateContact(values);
    setProblems(
      Object.fromEntries(
        Object.entries(found).map(([field, problem]) => [field, t(PROBLEM_KEYS[problem])]),
      ),
    );
    // A missing field is said above the button too; a mistyped address only at its field.
    if (Object.values(found).includes('required'))
      show('error', t('contact.fill_all_required_fields'));
    if (Object.keys(found).length > 0) return;
    const captchaAnswer = answer(values.captcha);
    if (!captchaAnswer) return;
    const failure = await run(
      async () => {
        await sendContactMessage({ ...values, ...captchaAnswer });
        setValues((current) => ({ ...current, subject: '', message: '', captcha: '' }));
        show('success', t('contact.message_sent_successfully'));
      },
      {
        fallback: t('contact.error_sending_message'),
        describe: (_code, error) => contactFieldErrorsText(t, error),
      },
    );
    if (failure) {
      setValues((current) => ({ ...current, captcha: '' }));
      // The refused fields are marked too, and the focus goes to the first (Form).
      setProblems(contactFieldProblems(t, failure.error));
    }
    // Every attempt spends the captcha, a successful one too.
    captcha.reload();
  };

  return (
    <article className="card page contact-page" data-testid="contact-page">
      <>
        <title>{`${t('pages.contact')} · ${t('app.name')}`}</title>
        <meta name="description" content={t('contact.lead')} />
      </>
      <h1 className="page__title">{t('pages.contact')}</h1>
      <p className="page__lead">{t('contact.lead')}</p>
      <Form onSubmit={submit}>
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          error={problems.name ?? null}
          maxLength={120}
          required
        />
        <EmailField
          label={t('contact.email')}
          value={values.email}
          onChange={change('email')}
          error={problems.email ?? null}
          maxLength={254}
        />
        <TextField
          label={t('contact.subject')}
          name="subject"
          value={values.subject}
          onChange={change('subject')}
          error={problems.subject ?? null}
          maxLength={200}
          required
        />
        <div className="field">
          <FieldLabel htmlFor={messageId} label={t('contact.message')} required />
          <textarea
            id={messageId}
            name="message"
            className="field__input contact-page__message"
            value={values.message}
            onChange={(event) => change('message')(event.target.value)}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            rows={6}
            required
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={problems.message ? `${messageId}-error` : undefined}
          />
          {problems.message && (
            <p id={`${messageId}-error`} className="field__error">
              {problems.message}
            </p>
          )}
        </div>
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          onChange={change('captcha')}
          error={problems.captcha ?? null}
        />
        <FlashAlert message={flash} />
        <BusyButton busy={busy} busyLabel={t('common.sending')} data-testid="contact-submit">
          {t('contact.send')}
        </BusyButton>
      </Form>
    </article>
  );
}
