import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import './error-screen.css';

/**
 * The global error screen. Both actions load a fresh page rather than navigate in-app: after a
 * crash the in-memory state is suspect, and a clean load is what "Reload" promises anyway.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const subject = t('contact.problem_subject', { path: window.location.pathname });
  const reportProblemUrl = `/${language}/contact?subject=${encodeURIComponent(subject)}`;

  return (
    <div className="error-screen" role="alert">
      <div className="error-screen__card">
        <h1 className="error-screen__title">{t('error_screen.title')}</h1>
        <p className="error-screen__body">{t('error_screen.body')}</p>
        <div className="error-screen__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t('error_screen.reload')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => window.location.assign(reportProblemUrl)}
          >
            {t('error_screen.report')}
          </button>
        </div>
      </div>
    </div>
  );
}
