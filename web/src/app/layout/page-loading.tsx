import { useTranslation } from 'react-i18next';
import { LoadingBars } from '../../components/ui/loading-bars.tsx';

/** The content column while a page's own chunk loads; the layout around it stays. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" data-testid="page-loading">
      <LoadingBars label={t('app.loading')} />
    </div>
  );
}
