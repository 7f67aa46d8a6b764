import { WALL_GOAL } from '@wishwall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useLiveCounter } from '../hooks/use-live-counter.ts';
import { useCounterStore } from '../stores/counter-store.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';
import './published-counter.css';

/** The header's "N / 1,000,000 wishes published", kept live by the gateway. */
export function PublishedCounter() {
  useLiveCounter();
  const { t } = useTranslation();
  const language = useLanguage();
  const value = useCounterStore((s) => s.value);
  const status = useCounterStore((s) => s.status);

  return (
    <div className="published-counter">
      <div className="published-counter__line">
        {status === 'ready' && (
          <span
            className="published-counter__text"
            data-testid="published-counter"
            data-count={value}
          >
            <strong className="published-counter__value">{formatNumber(value, language)}</strong>
            {` / ${formatNumber(WALL_GOAL, language)} ${t('counter.wishes_published')}`}
          </span>
        )}
        {status === 'loading' && <LoadingBars size="small" label={t('counter.loading')} />}
        {status === 'error' && (
          <span className="published-counter__unavailable">{t('counter.unavailable')}</span>
        )}
        <ConnectionIndicator />
      </div>
      <ProgressBar
        value={status === 'ready' ? value : 0}
        max={WALL_GOAL}
        label={t('counter.progress')}
      />
    </div>
  );
}
