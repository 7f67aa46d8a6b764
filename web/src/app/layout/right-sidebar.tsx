import { useTranslation } from 'react-i18next';

/** Holds the top-10 list once that feature ships; says so until then. */
export function RightSidebar() {
  const { t } = useTranslation();
  return (
    <section className="card sidebar-card">
      <h2 className="sidebar-card__title">{t('sidebar.top_title')}</h2>
      <p className="sidebar-card__body">{t('sidebar.top_body')}</p>
    </section>
  );
}
