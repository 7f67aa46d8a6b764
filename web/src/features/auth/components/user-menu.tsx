import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './user-menu.css';

/**
 * The header's account corner: Log in and Register for visitors; for a signed-in user their
 * picture and name opening a menu (settings, the operators' console for operators, log out) on the WAI-ARIA menu-button pattern.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);

  // Nothing until the stored session is checked, rather than buttons that vanish a moment later.
  if (status === 'restoring') return <span className="user-menu user-menu--pending" />;

  if (!user) {
    const { openLogin, openRegister } = useAuthDialogStore.getState();
    return (
      <div className="user-menu user-menu--anonymous">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={openLogin}
          data-testid="open-login"
        >
          {t('user_menu.login')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={openRegister}
          data-testid="open-register"
        >
          {t('user_menu.register')}
        </button>
      </div>
    );
  }

  return (
    <SignedInMenu
      name={user.name}
      avatarUrl={user.data_user.avatar_url}
      operator={user.data_user.operator === true}
    />
  );
}

interface SignedInMenuProps {
  name: string;
  avatarUrl: string | null;
  /** An operator's menu also leads to the operators' console. */
  operator: boolean;
}

function SignedInMenu({ name, avatarUrl, operator }: SignedInMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const logout = useLogout();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items.current.filter((item): item is HTMLElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('user_menu.label', { name })}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="user-menu"
      >
        <Avatar name={name} src={avatarUrl} size={32} />
        <span className="user-menu__name">{name}</span>
        <svg
          className="user-menu__caret"
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          className="user-menu__list"
          role="menu"
          aria-label={t('user_menu.menu_label')}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Link
              ref={(element) => {
                items.current[0] = element;
              }}
              role="menuitem"
              className="user-menu__item"
              to={`/${language}/config`}
              onClick={() => setOpen(false)}
              data-testid="open-settings"
            >
              {t('user_menu.settings')}
            </Link>
          </li>
          {operator && (
            <li role="none">
              <Link
                ref={(element) => {
                  items.current[1] = element;
                }}
                role="menuitem"
                className="user-menu__item"
                to={`/${language}/admin`}
                onClick={() => setOpen(false)}
                data-testid="open-admin"
              >
                {t('profile_dialog.admin_console')}
              </Link>
            </li>
          )}
          <li role="none">
            <button
              ref={(element) => {
                items.current[2] = element;
              }}
              type="button"
              role="menuitem"
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
              data-testid="logout"
            >
              {t('user_menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
