import type { UserDto } from '@wishwall/contracts/account.dto';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { panelId, tabId, Tabs } from '../../../components/ui/tabs.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { CONFIG_TABS, configTabOf, type ConfigTab } from '../../../lib/config-tab.ts';
import { PreferencesTab } from './preferences-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { SocialTab } from './social-tab.tsx';
import './account.css';

const ID_PREFIX = 'config';

/**
 * `/{lang}/config`: the signed-in user's settings. The tab lives in `?tab=` for deep links.
 * The wallet tab is its own feature, handed in by the route (features don't import each other).
 */
export function ConfigPage({ walletTab }: { walletTab: (user: UserDto) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const tab = configTabOf(params.get('tab'));
  if (!user) return null;

  const select = (next: ConfigTab) => {
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  };

  return (
    <article className="card config">
      <>
        <title>{`${t('config.title')} · ${t('app.name')}`}</title>
      </>
      <h1 className="config__title">{t('config.title')}</h1>
      <Tabs
        tabs={CONFIG_TABS.map((id) => ({ id, label: t(`config.tabs.${id}`) }))}
        selected={tab}
        onSelect={select}
        label={t('config.tabs_label')}
        idPrefix={ID_PREFIX}
      />
      <section
        className="config__panel"
        role="tabpanel"
        id={panelId(ID_PREFIX, tab)}
        aria-labelledby={tabId(ID_PREFIX, tab)}
      >
        {tab === 'wallet' && walletTab(user)}
        {tab === 'profile' && <ProfileTab user={user} />}
        {tab === 'security' && <SecurityTab user={user} />}
        {tab === 'preferences' && <PreferencesTab />}
        {tab === 'social' && <SocialTab user={user} />}
      </section>
    </article>
  );
}
