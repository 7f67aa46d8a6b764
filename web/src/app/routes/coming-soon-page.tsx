import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import type { Resources } from '../../locales/en.ts';
import './pages.css';

interface ComingSoonPageProps {
  page: keyof Resources['pages'];
}

/** Stands in for a section whose feature has not shipped yet, saying so plainly. */
export function ComingSoonPage({ page }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`pages.${page}`);

  return (
    <article className="card page">
      <title>{`${title} · ${t('app.name')}`}</title>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t('coming_soon.body')}</p>
      <Link className="button button--secondary" to={`/${language}`}>
        {t('coming_soon.back_home')}
      </Link>
    </article>
  );
}
