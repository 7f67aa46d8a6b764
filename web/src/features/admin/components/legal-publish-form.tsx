import {
  LEGAL_DOCUMENT_LANGUAGES,
  LEGAL_DOCUMENT_TYPES,
  type LegalDocumentLanguage,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import DOMPurify from 'dompurify';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '../api/admin-calls.ts';

/**
 * Publishes a new version of a legal or information page in one language, written in
 * Markdown; the server renders and sanitises it and the page shows it at once (decisions 0027
 * and 0052). The preview is the same call as a dry run, so it shows what publishing would.
 */
export function LegalPublishForm({ onError }: { onError: (failure: unknown) => void }) {
  const { t } = useTranslation();
  const [documentType, setDocumentType] = useState<LegalDocumentType>('terms');
  const [language, setLanguage] = useState<LegalDocumentLanguage>('en');
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');
  const [published, setPublished] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ version: number; html: string } | null>(null);
  const body = {
    document_type: documentType,
    language_code: language,
    title,
    summary,
    content,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    await adminCalls.publishDocument(body).then((document) => {
      setPublished(document.version);
      setPreview(null);
    }, onError);
  };

  const showPreview = async (event: MouseEvent<HTMLButtonElement>) => {
    // The form's own checks (required fields) first, as publishing has them.
    const form = event.currentTarget.form;
    if (form && !form.reportValidity()) return;
    setPublished(null);
    await adminCalls.publishDocument({ ...body, dry_run: true }).then(
      (document) =>
        setPreview({
          version: document.version,
          html: DOMPurify.sanitize(document.content_html ?? ''),
        }),
      onError,
    );
  };

  return (
    <section aria-labelledby="admin-legal" data-testid="admin-legal">
      <h2 id="admin-legal">{t('admin.legal_title')}</h2>
      <form onSubmit={(event) => void submit(event)} className="admin__form">
        <label>
          {t('admin.legal_document')}
          <select
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as LegalDocumentType)}
          >
            {LEGAL_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.legal_types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.legal_language')}
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value as LegalDocumentLanguage)}
          >
            {LEGAL_DOCUMENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.legal_page_title')}
          <input
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
        </label>
        <label>
          {t('admin.legal_summary')}
          <input
            value={summary}
            maxLength={300}
            onChange={(e) => setSummary(e.target.value)}
            required
          />
        </label>
        <label>
          {t('admin.legal_content')}
          <textarea
            value={content}
            rows={10}
            maxLength={100_000}
            onChange={(e) => setContent(e.target.value)}
            required
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={(event) => void showPreview(event)}
        >
          {t('admin.legal_preview')}
        </button>
        <button type="submit" className="button button--primary">
          {t('admin.legal_publish')}
        </button>
        {published !== null && (
          <p role="status">{t('admin.legal_published', { version: published })}</p>
        )}
      </form>
      {preview && (
        <section aria-labelledby="admin-legal-preview" data-testid="admin-legal-preview">
          <h3 id="admin-legal-preview">
            {t('admin.legal_preview_title', { version: preview.version })}
          </h3>
          <div className="legal-page__content" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </section>
  );
}
