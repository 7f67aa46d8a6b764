import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import './user-menu.css';

/** The signed-in user's picture and name atop the "your wish" box; nothing for visitors. */
export function SidebarUserBox() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;

  return (
    <div className="sidebar-user" data-testid="sidebar-user">
      <Avatar name={user.name} src={user.data_user.avatar_url} size={44} />
      <div className="sidebar-user__text">
        <span className="sidebar-user__hello">{t('sidebar.signed_in_as')}</span>
        <strong className="sidebar-user__name">{user.name}</strong>
      </div>
    </div>
  );
}
