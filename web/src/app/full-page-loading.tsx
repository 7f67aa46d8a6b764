import { useTranslation } from 'react-i18next';
import { LoadingBars } from '../components/ui/loading-bars.tsx';

/**
 * Shown before the layout can render: while the first route's loaders run, which wait only when
 * the URL's language is not the one the browser's texts were loaded for (its texts are a chunk of
 * their own). A page's own chunk loads inside the layout instead (`PageLoading`).
 */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loading">
      <LoadingBars label={t('app.loading')} />
    </div>
  );
}
