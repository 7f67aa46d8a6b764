import {
  LEGAL_DOCUMENT_LANGUAGES,
  LEGAL_DOCUMENT_TYPES,
  type LegalDocumentLanguage,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import DOMPurify from 'dompurify';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
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
 * Publishes a new version of a legal or information page in one language, written in
 * Markdown; the server renders and sanitises it and the page shows it at once (decisions 0027
 * and 0052). The preview is the same call as a dry run, so it shows what publishing would. The
 * form clears once the version is published.
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

  const [preview, setPreview] = useState<{ version: number; html: string } | null>(null);
  const body = { document_type: documentType, language_code: language, title, summary, content };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const document = await adminCalls.publishDocument(body);
        setTitle('');
        setSummary('');
        setContent('');
        setPreview(null);
        flash.show('success', t('admin.legal_published', { version: document.version }));
      },
      { fallback: t('admin.error') },
    );
  };

  const showPreview = (event: MouseEvent<HTMLButtonElement>) => {
    // The form's own checks (required fields) first, as publishing has them.
    const form = event.currentTarget.form;
    if (form && !form.reportValidity()) return;
    void run(
      async () => {
        const document = await adminCalls.publishDocument({ ...body, dry_run: true });
        setPreview({
          version: document.version,
          html: DOMPurify.sanitize(document.content_html ?? ''),
        });
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
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={showPreview}
          >
            {t('admin.legal_preview')}
          </button>
          <BusyButton busy={busy} busyLabel={t('admin.loading')}>
            {t('admin.legal_publish')}
          </BusyButton>
        </div>
        <FlashAlert message={flash.message} />
      </form>
      {preview && (
        <section
          className="card admin__section"
          aria-labelledby="admin-legal-preview"
          data-testid="admin-legal-preview"
        >
          <h3 id="admin-legal-preview" className="admin__subtitle">
            {t('admin.legal_preview_title', { version: preview.version })}
          </h3>
          <div className="legal-page__content" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </section>
  );
}
