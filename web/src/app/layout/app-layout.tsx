import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs.tsx';
import { CookieBar, CookieSettings } from '../../features/consent/components/cookie-consent.tsx';
import { TOP_WISHES_ID } from '../../features/top-wishes/components/top-wishes.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ResumeReaction } from '../../live/resume-reaction.tsx';
import { useLiveCountsSync } from '../../live/use-live-counts-sync.ts';
import { isWallHandle } from '../routes/route-handle.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { PageLoading } from './page-loading.tsx';
import { LeftSidebar } from './left-sidebar.tsx';
import { RightSidebar } from './right-sidebar.tsx';
import { SiteNotice } from './site-notice.tsx';
import './app-layout.css';

/**
 * Header, three columns (two from 768 to 1079 px, stacked below 768 px) and footer around every
 * `/:lang` page. A page loaded on demand shows the loading bars in the content column only: the
 * header, the sidebars and the footer stay (decision 0056).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const wall = useMatches().some((match) => isWallHandle(match.handle));
  useLiveCountsSync();

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {wall && (
        // The wall scrolls on and on before the top-10 in the tab order: this jumps over it.
        <a className="skip-link" href={`#${TOP_WISHES_ID}`}>
          {t('app.skip_to_top')}
        </a>
      )}
      {/* Fixed at the bottom, but first in the tab order while it asks (decision 0056). */}
      <CookieBar />
      <AppHeader />
      <SiteNotice />
      <div className={wall ? 'app-body app-body--wall' : 'app-body'}>
        <aside className="app-sidebar app-sidebar--left" aria-label={t('sidebar.left_label')}>
          <LeftSidebar />
        </aside>
        <main id="main" className="app-main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className="app-sidebar app-sidebar--right" aria-label={t('sidebar.right_label')}>
          <RightSidebar />
        </aside>
      </div>
      <AppFooter />
      <AuthDialogs />
      <ResumeReaction />
      <Toaster />
      <CookieSettings />
    </div>
  );
}
