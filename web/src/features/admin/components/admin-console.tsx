import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { panelId, tabId, Tabs } from '../../../components/ui/tabs.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import '../../../app/routes/pages.css';
import { adminCalls } from '../api/admin-calls.ts';
import { AuditPanel } from './audit-panel.tsx';
import { ContactInbox } from './contact-inbox.tsx';
import { LegalPublishForm } from './legal-publish-form.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { RafflePanel } from './raffle-panel.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';
import { UsersPanel } from './users-panel.tsx';
import { WithdrawalsPanel } from './withdrawals-panel.tsx';
import './admin.css';

export const CONSOLE_PANELS = [
  'overview',
  'withdrawals',
  'credits',
  'raffle',
  'inbox',
  'pages',
  'audit',
] as const;
export type ConsolePanel = (typeof CONSOLE_PANELS)[number];

const PANELS: Record<ConsolePanel, () => React.JSX.Element> = {
  overview: OverviewPanel,
  withdrawals: WithdrawalsPanel,
  credits: UsersPanel,
  raffle: RafflePanel,
  inbox: ContactInbox,
  pages: LegalPublishForm,
  audit: AuditPanel,
};

const isPanel = (value: string | null): value is ConsolePanel =>
  (CONSOLE_PANELS as readonly (string | null)[]).includes(value);

/**
 * `/{lang}/admin` for operators: one panel at a time behind tabs (`?panel=`, so a panel can be
 * linked and survives a reload): the live overview, withdrawals, users and credits (with the
 * credits waiting for a second operator), the raffle, the contact inbox, publishing pages and
 * the audit trail; the queue dashboard opens in its own tab. Each panel reads what it shows
 * when it opens and says its own loading, empty and failed states.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('panel');
  const panel: ConsolePanel = isPanel(requested) ? requested : 'overview';
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const Panel = PANELS[panel];

  const openQueues = () =>
    void run(
      async () => {
        const { url } = await adminCalls.openQueues();
        window.open(url, '_blank', 'noopener');
      },
      { fallback: t('admin.error') },
    );

  return (
    <div className="admin">
      <title>{t('admin.page_title')}</title>
      <div className="admin__header">
        <h1 className="page__title">{t('admin.title')}</h1>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={openQueues}
        >
          {t('admin.open_queues')}
        </button>
      </div>
      <FlashAlert message={flash.message} />
      <Tabs
        tabs={CONSOLE_PANELS.map((id) => ({ id, label: t(`admin.panels.${id}`) }))}
        selected={panel}
        onSelect={(id) => setParams(id === 'overview' ? {} : { panel: id }, { replace: true })}
        label={t('admin.panels_label')}
        idPrefix="admin"
      />
      <div
        role="tabpanel"
        id={panelId('admin', panel)}
        aria-labelledby={tabId('admin', panel)}
        className="admin__panel"
        tabIndex={0}
      >
        <Panel key={panel} />
      </div>
      <StepUpDialog />
    </div>
  );
}
