import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import '../../../app/routes/pages.css';
import './admin.css';

/**
 * `/{lang}/admin` for a signed-in account that is not an operator: a plain page that says so
 * and leads back, without the console's panels and without asking the API for anything.
 */
export function NotForYou() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="card admin-not-for-you" data-testid="admin-not-for-you">
      <title>{t('admin.page_title')}</title>
      <h1 className="page__title">{t('admin.not_for_you_title')}</h1>
      <p>{t('admin.not_for_you_text')}</p>
      <Link className="button button--primary" to={`/${language}`}>
        {t('admin.not_for_you_home')}
      </Link>
    </div>
  );
}
