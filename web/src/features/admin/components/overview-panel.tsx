import {
  OVERVIEW_CLOSE,
  type AdminOverviewDto,
  type OverviewTicketDto,
} from '@wishwall/contracts/admin.dto';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { DataTable } from './data-table.tsx';

/** Waits before opening the socket again after it dropped: growing, at most 10 s. */
const RECONNECT_MS = [1000, 2000, 5000, 10_000];

type Connection =
  | 'connecting'
  | 'live'
  | 'reconnecting'
  | 'unavailable'
  /** The second factor is older than the step-up window: a fresh code resumes. */
  | 'paused'
  /** The session may no longer watch (signed out, revoked, no longer an operator). */
  | 'ended';

const seconds = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

function socketUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${path}`;
}

/**
 * The live overview: figures pushed every second over the API's WebSocket
 * (docs/decisions/0051-console-live-overview.md). A single-use ticket from an authenticated
 * POST is the socket's first message; a dropped socket is opened again with a new ticket, one
 * closed because the second factor grew old waits for "Confirm it's you", one closed because
 * the session may no longer watch stays closed.
 */
export function OverviewPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [figures, setFigures] = useState<AdminOverviewDto | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  /** Bumped to open a new socket (after a fresh code). */
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const stepUp = useRef(false);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const again = () => {
      if (stopped) return;
      setConnection('reconnecting');
      const wait = RECONNECT_MS[Math.min(failures.current, RECONNECT_MS.length - 1)];
      failures.current += 1;
      retry = setTimeout(() => void open(), wait);
    };
    const open = async () => {
      let ticket: OverviewTicketDto;
      try {
        ticket = stepUp.current
          ? await adminCalls.overviewTicketAfterStepUp()
          : await adminCalls.overviewTicket();
      } catch (error) {
        if (stopped) return;
        const code = errorCodeOf(error);
        if (code === 'step_up_required') setConnection('paused');
        else if (code === 'forbidden' || code === 'unauthorized') setConnection('ended');
        else again();
        return;
      } finally {
        stepUp.current = false;
      }
      if (stopped) return;
      socket = new WebSocket(socketUrl(ticket.path));
      socket.addEventListener('open', () =>
        socket?.send(JSON.stringify({ type: 'auth', ticket: ticket.ticket })),
      );
      socket.addEventListener('message', (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as
          { type: 'overview'; data: AdminOverviewDto } | { type: 'unavailable' };
        failures.current = 0;
        if (message.type === 'overview') {
          setFigures(message.data);
          setConnection('live');
        } else {
          setConnection('unavailable');
        }
      });
      socket.addEventListener('close', (event) => {
        if (stopped) return;
        if (event.code === OVERVIEW_CLOSE.step_up_required) setConnection('paused');
        else if (
          event.code === OVERVIEW_CLOSE.session_ended ||
          event.code === OVERVIEW_CLOSE.not_operator
        ) {
          setConnection('ended');
        } else again();
      });
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [attempt]);

  const resume = () => {
    stepUp.current = true;
    setConnection('connecting');
    setAttempt((count) => count + 1);
  };
  const time = (at: string) => formatDateTime(new Date(at), language);

  return (
    <section
      className="admin__section"
      aria-labelledby="admin-overview"
      data-testid="admin-overview"
    >
      <div className="admin__header">
        <h2 id="admin-overview" className="admin__section-title">
          {t('admin.overview_title')}
        </h2>
        {connection === 'live' && (
          <span className="admin-live" data-testid="overview-live">
            {t('admin.overview_live')}
          </span>
        )}
      </div>
      {connection === 'paused' && (
        <div className="admin-state" data-testid="overview-paused">
          <p>{t('admin.overview_paused')}</p>
          <button type="button" className="button button--primary button--small" onClick={resume}>
            {t('admin.overview_resume')}
          </button>
        </div>
      )}
      {connection === 'ended' && <Alert tone="info">{t('admin.overview_ended')}</Alert>}
      {connection === 'reconnecting' && (
        <Alert tone="info">{t('admin.overview_reconnecting')}</Alert>
      )}
      {connection === 'unavailable' && (
        <Alert tone="error">{t('admin.overview_unavailable')}</Alert>
      )}
      {figures === null ? (
        connection === 'connecting' || connection === 'reconnecting' ? (
          <div className="admin-state">
            <LoadingBars label={t('admin.overview_connecting')} size="small" />
          </div>
        ) : null
      ) : (
        <>
          <p className="admin__muted" data-testid="overview-at">
            {t('admin.overview_at', { time: time(figures.at) })}
          </p>
          <dl className="admin-figures">
            <Figure label={t('admin.viewers')} testId="overview-viewers">
              {figures.viewers}
            </Figure>
            <Figure label={t('admin.reactions_per_second')} testId="overview-reactions">
              {figures.reactions_per_second}
            </Figure>
            <Figure label={t('admin.published_today')} testId="overview-published">
              {figures.published_today}
            </Figure>
            <Figure label={t('admin.outbox_lag')} testId="overview-outbox-lag" small>
              {t('admin.seconds', { value: seconds(figures.outbox_lag_seconds) })} ·{' '}
              {t('admin.outbox_pending', { count: figures.outbox_pending })}
            </Figure>
            <Figure label={t('admin.fold_lag')} testId="overview-fold-lag" small>
              {t('admin.seconds', { value: seconds(figures.fold_lag_seconds) })}
            </Figure>
            <Figure label={t('admin.payouts_pending')} testId="overview-payouts" small>
              {t('admin.payouts_row', { ...figures.payouts_pending })}
            </Figure>
          </dl>
          <h3 className="admin__subtitle">{t('admin.gateways')}</h3>
          {figures.gateways.length === 0 ? (
            <p className="admin__muted">{t('admin.no_gateways')}</p>
          ) : (
            <ul className="admin-list" data-testid="overview-gateways">
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
          <h3 className="admin__subtitle">{t('admin.queues')}</h3>
          <div data-testid="overview-queues">
            <DataTable
              caption={t('admin.queues')}
              rows={figures.queues}
              rowKey={(queue) => queue.name}
              columns={[
                {
                  id: 'name',
                  label: t('admin.queue_columns.name'),
                  cell: (queue) => queue.name,
                  sortValue: (queue) => queue.name,
                },
                ...(['waiting', 'active', 'delayed', 'failed'] as const).map((state) => ({
                  id: state,
                  label: t(`admin.queue_columns.${state}`),
                  numeric: true,
                  cell: (queue: AdminOverviewDto['queues'][number]) => queue[state],
                  sortValue: (queue: AdminOverviewDto['queues'][number]) => queue[state],
                })),
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}

function Figure({
  label,
  testId,
  small = false,
  children,
}: {
  label: string;
  testId: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-figures__item">
      <dt className="admin-figures__label">{label}</dt>
      <dd
        className={`admin-figures__value${small ? ' admin-figures__value--small' : ''}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
