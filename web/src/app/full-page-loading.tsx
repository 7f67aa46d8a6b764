import { useTranslation } from 'react-i18next';
import { LoadingBars } from '../components/ui/loading-bars.tsx';

/** Shown while the first route's loaders run, before the shell can render. */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loading">
      <LoadingBars label={t('app.loading')} />
    </div>
  );
}
