import type { AuditEntryDto } from '@wishwall/contracts/admin.dto';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { DataTable } from './data-table.tsx';
import { Pager } from './pager.tsx';
import { PanelState } from './panel-state.tsx';

/** Fields of an entry's before/after worth a reader's eye, in this order. */
const SHOWN_FIELDS = [
  'amount',
  'balance',
  'reason',
  'status',
  'state',
  'role',
  'version',
  'prize',
  'method',
  'reference',
] as const;

/** What an action did, as a sentence's verb; an action this console does not know, as it is. */
function actionText(t: TFunction, action: string): string {
  const key = `admin.audit_actions.${action.replaceAll('.', '_').replaceAll('-', '_')}`;
  return t(key, { defaultValue: action });
}

/** The entry's changes as "field: before → after" for the fields above. */
function details(t: TFunction, entry: AuditEntryDto): string {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const before = record(entry.before);
  const after = record(entry.after);
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;
  return SHOWN_FIELDS.flatMap((field) => {
    const was = text(before[field]);
    const is = text(after[field]);
    if (was === null && is === null) return [];
    const label = t(`admin.audit_fields.${field}`);
    if (was !== null && is !== null && was !== is) return [`${label}: ${was} → ${is}`];
    return [`${label}: ${is ?? was}`];
  }).join(' · ');
}

/**
 * Every operator action, newest first, in the viewer's language and clock: when, who (the
 * operator's address, or a server command), what, on whom (the account concerned, else the
 * record), and what changed.
 */
export function AuditPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const loaded = useAdminLoad(useCallback(() => adminCalls.audit(page), [page]));

  return (
    <section className="admin__section" aria-labelledby="admin-audit" data-testid="admin-audit">
      <h2 id="admin-audit" className="admin__section-title">
        {t('admin.audit_title')}
      </h2>
      <PanelState
        loaded={loaded}
        reload={() => void loaded.reload()}
        isEmpty={(result) => result.entries.length === 0}
        empty={t('admin.audit_empty')}
      >
        {(result) => (
          <>
            <DataTable
              caption={t('admin.audit_title')}
              rows={result.entries}
              rowKey={(entry) => entry.id}
              rowTestId={() => 'admin-audit-entry'}
              pageSize={50}
              columns={[
                {
                  id: 'when',
                  label: t('admin.columns.when'),
                  cell: (entry) => (
                    <time dateTime={entry.at}>{formatDateTime(new Date(entry.at), language)}</time>
                  ),
                  sortValue: (entry) => entry.at,
                },
                {
                  id: 'who',
                  label: t('admin.columns.who'),
                  cell: (entry) => entry.operator_email ?? t('admin.audit_command'),
                  sortValue: (entry) => entry.operator_email ?? '',
                },
                {
                  id: 'what',
                  label: t('admin.columns.what'),
                  cell: (entry) => actionText(t, entry.action),
                  sortValue: (entry) => entry.action,
                },
                {
                  id: 'about',
                  label: t('admin.columns.about'),
                  cell: (entry) =>
                    entry.subject_email ??
                    t('admin.audit_record', { type: entry.record_type, id: entry.record_id }),
                },
                {
                  id: 'details',
                  label: t('admin.columns.details'),
                  cell: (entry) => details(t, entry) || '—',
                },
              ]}
            />
            <Pager
              table={t('admin.audit_title')}
              page={page}
              position={t('admin.page_number', { page })}
              hasNext={result.next_page !== null}
              onPage={setPage}
            />
          </>
        )}
      </PanelState>
    </section>
  );
}
