import type { AdminContactMessageDto } from '@wishwall/contracts/admin.dto';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '../api/admin-calls.ts';

/** Contact-page messages, not handled or handled, and the mark between the two. */
export function ContactInbox({ onError }: { onError: (failure: unknown) => void }) {
  const { t } = useTranslation();
  const [handled, setHandled] = useState(false);
  const [messages, setMessages] = useState<AdminContactMessageDto[] | null>(null);
  const load = useCallback(
    () => adminCalls.contactMessages(handled).then(setMessages, onError),
    [handled, onError],
  );
  useEffect(() => void load(), [load]);
  const mark = (id: string) => adminCalls.markContact(id, !handled).then(load, onError);

  return (
    <section aria-labelledby="admin-contact" data-testid="admin-contact">
      <h2 id="admin-contact">{t('admin.contact_title')}</h2>
      <div role="group">
        {[false, true].map((each) => (
          <button
            key={String(each)}
            type="button"
            className="button"
            aria-pressed={each === handled}
            onClick={() => setHandled(each)}
          >
            {each ? t('admin.contact_handled') : t('admin.contact_open')}
          </button>
        ))}
      </div>
      {messages === null ? null : messages.length === 0 ? (
        <p>{t('admin.contact_empty')}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message.id}>
              <strong>{message.subject}</strong> · {message.name} &lt;{message.email}&gt; ·{' '}
              {new Date(message.created_at).toLocaleString()}
              <p className="admin__message">{message.message}</p>
              <button type="button" onClick={() => void mark(message.id)}>
                {handled ? t('admin.mark_open') : t('admin.mark_handled')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
