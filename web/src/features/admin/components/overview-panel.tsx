import type { AdminOverviewDto } from '@wishwall/contracts/admin.dto';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '../api/admin-calls.ts';

/** The console polls its overview this often (decision 0027). */
export const OVERVIEW_POLL_MS = 3000;

const seconds = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/**
 * Live figures, read again every few seconds while the tab is visible: viewers per gateway,
 * reactions per second, today's publications, queues, outbox and fold lag.
 */
export function OverviewPanel({ onError }: { onError: (failure: unknown) => void }) {
  const { t } = useTranslation();
  const [figures, setFigures] = useState<AdminOverviewDto | null>(null);

  useEffect(() => {
    let stopped = false;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      adminCalls.overview().then((next) => !stopped && setFigures(next), onError);
    };
    load();
    const timer = setInterval(load, OVERVIEW_POLL_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [onError]);

  if (!figures) return null;
  return (
    <section aria-labelledby="admin-overview" data-testid="admin-overview">
      <h2 id="admin-overview">{t('admin.overview_title')}</h2>
      <p>{t('admin.overview_updated', { time: new Date(figures.at).toLocaleTimeString() })}</p>
      <dl className="admin__figures">
        <div>
          <dt>{t('admin.viewers')}</dt>
          <dd data-testid="overview-viewers">{figures.viewers}</dd>
        </div>
        <div>
          <dt>{t('admin.reactions_per_second')}</dt>
          <dd data-testid="overview-reactions">{figures.reactions_per_second}</dd>
        </div>
        <div>
          <dt>{t('admin.published_today')}</dt>
          <dd data-testid="overview-published">{figures.published_today}</dd>
        </div>
        <div>
          <dt>{t('admin.outbox_lag')}</dt>
          <dd data-testid="overview-outbox-lag">
            {t('admin.seconds', { value: seconds(figures.outbox_lag_seconds) })} ·{' '}
            {t('admin.outbox_pending', { count: figures.outbox_pending })}
          </dd>
        </div>
        <div>
          <dt>{t('admin.fold_lag')}</dt>
          <dd data-testid="overview-fold-lag">
            {t('admin.seconds', { value: seconds(figures.fold_lag_seconds) })}
          </dd>
        </div>
      </dl>
      <h3>{t('admin.gateways')}</h3>
      {figures.gateways.length === 0 ? (
        <p>{t('admin.no_gateways')}</p>
      ) : (
        <ul data-testid="overview-gateways">
          {figures.gateways.map((gateway) => (
            <li key={gateway.instance}>
              {t('admin.gateway_row', {
                instance: gateway.instance,
                sockets: gateway.sockets,
                messages: gateway.messages_per_second,
                lag: seconds(gateway.stream_lag_seconds),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('admin.queues')}</h3>
      <ul data-testid="overview-queues">
        {figures.queues.map((queue) => (
          <li key={queue.name}>{t('admin.queue_row', { ...queue })}</li>
        ))}
      </ul>
    </section>
  );
}
