import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useLiveTop } from '../hooks/use-live-top.ts';
import { TopList } from './top-list.tsx';
import './top-wishes.css';

/** The top-10's anchor, the target of the layout's skip link. */
export const TOP_WISHES_ID = 'top-10';

/**
 * The right sidebar's top-10: a card on wider screens; below 768 px a button that opens it in a
 * dialog (docs/product.md#home), so the wall is not pushed below a long list on a phone.
 */
export function TopWishes() {
  useLiveTop();
  const { t } = useTranslation();
  // Null on the server and while hydrating: both variants, CSS shows the one that fits.
  const phone = useMediaQuery(PHONE_QUERY, null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  if (phone === null) {
    return (
      <div id={TOP_WISHES_ID} tabIndex={-1}>
        <div className="variant-phone">
          <OpenTopButton disabled={!hydrated} onOpen={() => setOpen(true)} />
        </div>
        <div className="variant-wide">
          <TopCard />
        </div>
      </div>
    );
  }
  if (phone) {
    return (
      <>
        <OpenTopButton id={TOP_WISHES_ID} disabled={!hydrated} onOpen={() => setOpen(true)} />
        {open && (
          <Dialog title={t('top.title')} onClose={() => setOpen(false)} closeOnBackdrop>
            <TopList />
          </Dialog>
        )}
      </>
    );
  }
  return <TopCard id={TOP_WISHES_ID} />;
}

function OpenTopButton({
  id,
  disabled,
  onOpen,
}: {
  id?: string;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary button--block top__open"
      onClick={onOpen}
      aria-haspopup="dialog"
      id={id}
      disabled={disabled}
      data-testid="open-top"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="var(--color-gold)"
          d="M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94A5.01 5.01 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5.01 5.01 0 0 0 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z"
        />
      </svg>
      {t('top.open')}
    </button>
  );
}

function TopCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="card sidebar-card top"
      aria-labelledby={id ? 'top-title' : undefined}
      aria-label={id ? undefined : t('top.title')}
      id={id}
      tabIndex={id ? -1 : undefined}
    >
      <h2 id={id ? 'top-title' : undefined} className="sidebar-card__title">
        {t('top.title')}
      </h2>
      <TopList />
    </section>
  );
}
