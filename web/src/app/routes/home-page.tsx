import { WALL_GOAL, WISH_MAX_LENGTH } from '@wishwall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format-number.ts';
import './pages.css';

/** The wall's front page. The wish collage replaces the placeholder note when it ships. */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <div className="home">
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <section className="card home__intro">
        <h1 className="home__title">{t('home.title')}</h1>
        <p className="page__lead">
          {t('home.intro', {
            max: formatNumber(WISH_MAX_LENGTH, language),
            goal: formatNumber(WALL_GOAL, language),
          })}
        </p>
        <div className="home__raffle">
          <h2 className="home__raffle-title">{t('home.raffle_title')}</h2>
          <p>{t('home.raffle')}</p>
        </div>
      </section>
      <p className="card card--muted home__soon">{t('home.wall_soon')}</p>
    </div>
  );
}
