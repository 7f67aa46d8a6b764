import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { isEmail } from '../../../lib/validation.ts';
import { readDevAuthEmail, saveDevAuthEmail } from '../utils/dev-auth-email.ts';
import './dev-auth-page.css';

/**
 * QA-only (docs/product.md#qa-sign-in): remembers an e-mail that the login dialog then starts with,
 * and goes home. The route exists only while the server says dev auth is on.
 */
export function DevAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState(readDevAuthEmail);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setProblem(email.trim() === '' ? t('form.required') : t('form.invalid_email'));
      return;
    }
    saveDevAuthEmail(email);
    void navigate('/');
  };

  return (
    <main className="dev-auth">
      <>
        <title>{`${t('dev_auth.title')} · ${t('app.name')}`}</title>
      </>
      <Form className="card form dev-auth__card" onSubmit={submit}>
        <h1 className="dev-auth__title">{t('dev_auth.title')}</h1>
        <p className="dev-auth__lead">{t('dev_auth.description')}</p>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(null);
          }}
          error={problem}
        />
        <button type="submit" className="button button--primary">
          {t('dev_auth.continue')}
        </button>
      </Form>
    </main>
  );
}
