import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LEGAL_DOCUMENT_SLUGS } from '@wishwall/contracts/legal-document.dto';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useConsentStore } from '../stores/consent-store.ts';
import { ALL_ACCEPTED, ESSENTIAL_ONLY } from '../utils/consent-choice.ts';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
import './cookie-consent.css';

/**
 * The cookie bar, until a choice is stored. It is fixed at the bottom, over the page, so it moves
 * nothing; the layout renders it right after the skip links, so that its choices are the first
 * Tab stops rather than the last of a long page (decision 0056). It takes no focus on its own: a
 * visitor reads the page first, and the bar is one Tab away.
 */
export function CookieBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const consent = useConsentStore((s) => s.consent);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const { choose, openSettings } = useConsentStore.getState();
  // The server knows no stored choice: the bar waits for the client (decision 0058). Fixed at
  // the bottom over the page, it moves nothing when it appears.
  const hydrated = useHydrated();

  if (!hydrated || consent || settingsOpen) return null;
  return (
    <section className="cookie-bar" aria-label={t('cookies.bar_label')} data-testid="cookie-bar">
      <p className="cookie-bar__text">
        {t('cookies.bar_text')}{' '}
        <Link to={`/${language}/${LEGAL_DOCUMENT_SLUGS.cookies_privacy}`}>
          {t('pages.cookies_policy')}
        </Link>
      </p>
      <div className="cookie-bar__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose(ALL_ACCEPTED)}
        >
          {t('cookies.accept_all')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose(ESSENTIAL_ONLY)}
        >
          {t('cookies.essential_only')}
        </button>
        <button type="button" className="button button--link" onClick={openSettings}>
          {t('cookies.customize')}
        </button>
      </div>
    </section>
  );
}

/** The cookie settings dialog, from the bar's Customize or the footer's link. */
export function CookieSettings() {
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  return settingsOpen ? <CookieSettingsDialog /> : null;
}
