import {
  LEGAL_DOCUMENT_LANGUAGES,
  LEGAL_DOCUMENT_TYPES,
  type LegalDocumentLanguage,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldLabel } from '../../../components/ui/field-label.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { adminCalls } from '../api/admin-calls.ts';

/**
 * Publishes a new version of a legal or information page in one language; the server
 * sanitises the content and the page shows it at once (decision 0027). The form clears once
 * the version is published.
 */
export function LegalPublishForm() {
  const { t } = useTranslation();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const contentId = useId();
  const [documentType, setDocumentType] = useState<LegalDocumentType>('terms');
  const [language, setLanguage] = useState<LegalDocumentLanguage>('en');
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const document = await adminCalls.publishDocument({
          document_type: documentType,
          language_code: language,
          title,
          summary,
          content,
        });
        setTitle('');
        setSummary('');
        setContent('');
        flash.show('success', t('admin.legal_published', { version: document.version }));
      },
      { fallback: t('admin.error') },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="admin-legal" data-testid="admin-legal">
      <h2 id="admin-legal" className="admin__section-title">
        {t('admin.legal_title')}
      </h2>
      <form onSubmit={submit} className="form card">
        <div className="form__row">
          <SelectField
            label={t('admin.legal_document')}
            name="document_type"
            value={documentType}
            onChange={(value) => setDocumentType(value as LegalDocumentType)}
            options={LEGAL_DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: t(`admin.legal_types.${type}`),
            }))}
          />
          <SelectField
            label={t('admin.legal_language')}
            name="language_code"
            value={language}
            onChange={(value) => setLanguage(value as LegalDocumentLanguage)}
            options={LEGAL_DOCUMENT_LANGUAGES.map((code) => ({
              value: code,
              label: t(`admin.legal_languages.${code}`),
            }))}
          />
        </div>
        <TextField
          label={t('admin.legal_page_title')}
          name="title"
          value={title}
          maxLength={200}
          onChange={setTitle}
          required
        />
        <TextField
          label={t('admin.legal_summary')}
          name="summary"
          value={summary}
          maxLength={300}
          onChange={setSummary}
          required
        />
        <div className="field">
          <FieldLabel htmlFor={contentId} label={t('admin.legal_content')} required />
          <textarea
            id={contentId}
            name="content"
            className="field__input admin-textarea"
            value={content}
            rows={10}
            maxLength={100_000}
            onChange={(event) => setContent(event.target.value)}
            required
          />
        </div>
        <div className="form__actions">
          <BusyButton busy={busy} busyLabel={t('admin.loading')}>
            {t('admin.legal_publish')}
          </BusyButton>
        </div>
        <FlashAlert message={flash.message} />
      </form>
    </section>
  );
}
