import type { AuditEntryDto } from '@wishwall/contracts/admin.dto';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '../api/admin-calls.ts';

const brief = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** Every operator action, newest first: who, what, on which record, before and after, when. */
export function AuditPanel({ onError }: { onError: (failure: unknown) => void }) {
  const { t } = useTranslation();
  // Null until the first page arrives: "no action yet" only when it is true.
  const [entries, setEntries] = useState<AuditEntryDto[] | null>(null);
  const [nextPage, setNextPage] = useState<number | null>(null);

  const load = useCallback(
    (page: number) =>
      adminCalls.audit(page).then((result) => {
        setEntries((shown) =>
          page === 1 || !shown ? result.entries : [...shown, ...result.entries],
        );
        setNextPage(result.next_page);
      }, onError),
    [onError],
  );
  useEffect(() => void load(1), [load]);

  return (
    <section aria-labelledby="admin-audit" data-testid="admin-audit">
      <h2 id="admin-audit">{t('admin.audit_title')}</h2>
      {entries === null ? null : entries.length === 0 ? (
        <p>{t('admin.audit_empty')}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> ·{' '}
              <strong>{entry.action}</strong> · {entry.record_type} #{entry.record_id} ·{' '}
              {entry.operator_id
                ? t('admin.audit_by', { id: entry.operator_id })
                : t('admin.audit_by_command')}
              <br />
              <code>
                {brief(entry.before)} → {brief(entry.after)}
              </code>
            </li>
          ))}
        </ul>
      )}
      {nextPage !== null && (
        <button type="button" className="button" onClick={() => void load(nextPage)}>
          {t('admin.more')}
        </button>
      )}
    </section>
  );
}
