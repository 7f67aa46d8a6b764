import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { lazyWithTexts } from '../../../lib/lazy-with-texts.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import './user-menu.css';

// A chunk of its own, loaded when it first opens, like the account dialogs (decision 0028): only
// a signed-in user who opens it needs its code and its texts
// (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript).
const ProfileDialog = lazyWithTexts(
  async () => (await import('./profile-dialog.tsx')).ProfileDialog,
);

/**
 * The signed-in user's picture and name atop the "your wish" box, opening the profile dialog;
 * nothing for visitors.
 */
export function SidebarUserBox() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  if (!user) return null;

  return (
    <>
      <button
        type="button"
        className="sidebar-user"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="sidebar-user"
      >
        <Avatar name={user.name} src={user.data_user.avatar_url} size={44} />
        <span className="sidebar-user__text">
          <span className="sidebar-user__hello">{t('sidebar.signed_in_as')}</span>
          <strong className="sidebar-user__name">{user.name}</strong>
        </span>
      </button>
      <Suspense fallback={null}>
        {open && <ProfileDialog user={user} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
