import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { PublishedCounter } from '../../features/counter/components/published-counter.tsx';
import { LanguageSelector } from '../../features/language/components/language-selector.tsx';
import { useLanguage } from '../../hooks/use-language.ts';
import { BrandMark } from './brand-mark.tsx';
import './app-header.css';

export function AppHeader() {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link className="brand" to={`/${language}`} aria-label={t('app.home_link')}>
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="app-header__counter">
          <PublishedCounter />
        </div>
        <div className="app-header__actions">
          <LanguageSelector />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
