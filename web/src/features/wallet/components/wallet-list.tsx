import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import type { useWalletList } from '../hooks/use-wallet-list.ts';

interface WalletListProps<T> {
  id: string;
  title: string;
  empty: string;
  error: string;
  list: ReturnType<typeof useWalletList<T>>;
  renderItem: (item: T) => ReactNode;
  testId: string;
  /** Controls shown under the title, such as filters. */
  toolbar?: ReactNode;
}

/** One of the wallet's lists with its loading, error, empty and "Show more" states. */
export function WalletList<T>({
  id,
  title,
  empty,
  error,
  list,
  renderItem,
  testId,
  toolbar,
}: WalletListProps<T>) {
  const { t } = useTranslation();
  const { load, loadMore, retry } = list;
  return (
    <section className="config__section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="config__section-title">
        {title}
      </h2>
      {toolbar}
      {load.status === 'loading' && <LoadingBars label={title} />}
      {load.status === 'error' && (
        <>
          <Alert tone="error">{error}</Alert>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('common.try_again')}
          </button>
        </>
      )}
      {load.status === 'ready' && load.items.length === 0 && (
        <p className="config__hint">{empty}</p>
      )}
      {load.status === 'ready' && load.items.length > 0 && (
        <>
          <ul className="wallet__lines">{load.items.map(renderItem)}</ul>
          {load.hasMore && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void loadMore()}
            >
              {t('wallet.load_more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
