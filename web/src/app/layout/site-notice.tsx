import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useNoticeStore, type Notice } from '../../stores/notice-store.ts';
import './site-notice.css';

function useNoticeText(notice: Notice): { title: string; body: string } {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'route_not_found':
      return { title: t('notice.not_found_title'), body: t('notice.not_found_body') };
    case 'registered':
      return {
        title: t('notice.registered_title'),
        body: t('notice.registered_body', { email: notice.email }),
      };
  }
}

function NoticeBanner({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { title, body } = useNoticeText(notice);
  return (
    <div className="site-notice" role="status" data-testid="site-notice" data-kind={notice.kind}>
      <div className="site-notice__inner">
        <p className="site-notice__text">
          <strong>{title}</strong> {body}
        </p>
        <Tooltip text={t('common.close')} placement="below" align="end">
          {(tooltip) => (
            <button
              {...tooltip}
              type="button"
              className="site-notice__close"
              aria-label={t('common.close')}
              onClick={() => useNoticeStore.getState().close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </Tooltip>
      </div>
    </div>
  );
}

/** The site's one-off word to the visitor (an address not found, an account just made). */
export function SiteNotice() {
  const { pathname } = useLocation();
  const notice = useNoticeStore((s) => s.notice);

  useEffect(() => {
    useNoticeStore.getState().leave(pathname);
  }, [pathname]);

  if (!notice || (notice.at !== null && notice.at !== pathname)) return null;
  return <NoticeBanner notice={notice} />;
}
