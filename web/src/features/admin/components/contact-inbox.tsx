import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { Pager } from './pager.tsx';
import { FilterChoices, PanelState } from './panel-state.tsx';

/**
 * Contact-page messages, not handled or handled, 50 a page read from the server (`?page=`, as
 * the audit), and the mark between the two. A mark reads its page again: the message leaves,
 * the next one slides in at the end, and a later page left empty gives way to the one before.
 */
export function ContactInbox() {
  const { t } = useTranslation();
  const language = useLanguage();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const [handled, setHandled] = useState(false);
  const [page, setPage] = useState(1);
  const loaded = useAdminLoad(
    useCallback(async () => {
      const result = await adminCalls.contactMessages(handled, page);
      // A later page whose last message was marked (here or by another operator): the one before.
      if (result.messages.length === 0 && page > 1) setPage(page - 1);
      return result;
    }, [handled, page]),
  );
  const mark = (id: string) =>
    void run(
      async () => {
        await adminCalls.markContact(id, !handled);
        flash.show('success', handled ? t('admin.marked_open') : t('admin.marked_handled'));
      },
      { fallback: t('admin.error'), settle: loaded.reload },
    );

  return (
    <section className="admin__section" aria-labelledby="admin-contact" data-testid="admin-contact">
      <h2 id="admin-contact" className="admin__section-title">
        {t('admin.contact_title')}
      </h2>
      <FilterChoices
        label={t('admin.filter_label')}
        value={handled}
        onChange={(value) => {
          setHandled(value);
          setPage(1);
        }}
        options={[
          { value: false, label: t('admin.contact_open') },
          { value: true, label: t('admin.contact_handled') },
        ]}
      />
      <FlashAlert message={flash.message} />
      <PanelState
        loaded={loaded}
        reload={() => void loaded.reload()}
        isEmpty={(result) => result.messages.length === 0 && page === 1}
        empty={t('admin.contact_empty')}
      >
        {(result) => (
          <>
            <ul className="admin-list">
              {result.messages.map((message) => (
                <li key={message.id} className="card" data-testid="admin-contact-message">
                  <h3 className="admin__subtitle">{message.subject}</h3>
                  <p className="admin__muted">
                    {message.name} &lt;{message.email}&gt; ·{' '}
                    {t('admin.inbox_received', {
                      date: formatDateTime(new Date(message.created_at), language),
                    })}
                  </p>
                  <p className="admin-message">{message.message}</p>
                  <div className="form__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      onClick={() => mark(message.id)}
                    >
                      {handled ? t('admin.mark_open') : t('admin.mark_handled')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {(page > 1 || result.next_page !== null) && (
              <Pager
                table={t('admin.contact_title')}
                page={page}
                position={t('admin.page_number', { page })}
                hasNext={result.next_page !== null}
                onPage={setPage}
              />
            )}
          </>
        )}
      </PanelState>
    </section>
  );
}
