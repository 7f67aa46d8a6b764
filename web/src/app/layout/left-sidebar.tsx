import { useTranslation } from 'react-i18next';
import { SidebarUserBox } from '../../features/auth/components/sidebar-user-box.tsx';

/** The user box, and the wish form once that feature ships (it says so until then). */
export function LeftSidebar() {
  const { t } = useTranslation();
  return (
    <section className="card sidebar-card">
      <SidebarUserBox />
      <h2 className="sidebar-card__title">{t('sidebar.your_wish_title')}</h2>
      <p className="sidebar-card__body">{t('sidebar.your_wish_body')}</p>
    </section>
  );
}
