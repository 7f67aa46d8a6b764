import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConsentStore } from '../../features/consent/stores/consent-store.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { STATIC_PAGES } from '../routes/static-pages.ts';
import './app-footer.css';

export function AppFooter() {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label={t('footer.nav_label')}>
          <ul className="app-footer__links">
            {STATIC_PAGES.map(({ slug, page }) => (
              <li key={slug}>
                <Link to={`/${language}/${slug}`}>{t(`pages.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="button button--link app-footer__cookies"
          onClick={() => useConsentStore.getState().openSettings()}
          data-testid="footer-cookie-settings"
        >
          {t('cookies.footer_link')}
        </button>
        <p className="app-footer__note">{t('footer.note')}</p>
        {/* Twemoji's graphics are CC BY 4.0, which asks for this credit where they are shown. */}
        <p className="app-footer__note app-footer__credits">
          {t('footer.emoji_credit')}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener">
            CC BY 4.0
          </a>
        </p>
      </div>
    </footer>
  );
}
