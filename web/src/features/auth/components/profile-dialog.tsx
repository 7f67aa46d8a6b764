import type { UserDto } from '@wishwall/contracts/account.dto';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ReferralLink } from '../../../components/ui/referral-link.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { CONFIG_TABS } from '../../../lib/config-tab.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './profile-dialog.css';

/**
 * The profile dialog (docs/product.md#home), from the sidebar's user box: who is signed in, whether
 * their address is verified, their referral link, the way to each settings tab, and log out.
 */
export function ProfileDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const logout = useLogout();
  const verified = user.email_verified_at !== null;

  return (
    <Dialog
      title={t('profile_dialog.title')}
      onClose={onClose}
      closeOnBackdrop
      size="medium"
      testId="profile-dialog"
    >
      <div className="profile-dialog__who">
        <Avatar name={user.name} src={user.data_user.avatar_url} size={64} />
        <div className="profile-dialog__text">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
          <span
            className={verified ? 'profile-dialog__badge' : 'profile-dialog__badge--warn'}
            data-testid="profile-email-status"
          >
            {verified ? t('profile.email_verified') : t('profile.email_not_verified')}
          </span>
        </div>
      </div>
      <ReferralLink code={user.data_user.referral_code} testId="profile-referral-link" />
      <nav aria-label={t('config.tabs_label')}>
        <ul className="profile-dialog__tabs">
          {CONFIG_TABS.map((tab) => (
            <li key={tab}>
              <Link
                className="button button--secondary button--small"
                to={`/${language}/config?tab=${tab}`}
                onClick={onClose}
              >
                {t(`config.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user.data_user.operator && (
        <Link
          className="button button--secondary"
          to={`/${language}/admin`}
          onClick={onClose}
          data-testid="profile-admin-link"
        >
          {t('profile_dialog.admin_console')}
        </Link>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('user_menu.logout')}
      </button>
    </Dialog>
  );
}
