import { useTranslation } from 'react-i18next';

/** Holds the wish form and the user box once those features ship; says so until then. */
export function LeftSidebar() {
  const { t } = useTranslation();
  return (
    <section className="card sidebar-card">
      <h2 className="sidebar-card__title">{t('sidebar.your_wish_title')}</h2>
      <p className="sidebar-card__body">{t('sidebar.your_wish_body')}</p>
    </section>
  );
}
