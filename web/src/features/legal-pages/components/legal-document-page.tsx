import type { LegalDocumentDto, LegalDocumentType } from '@wishwall/contracts/legal-document.dto';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { DocumentLoaderData } from '../../../app/first-screen-data.ts';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { siteUrl } from '../../../lib/wish-url.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { Resources } from '../../../locales/en.ts';
import { useLegalDocument } from '../hooks/use-legal-document.ts';
import { RaffleResult } from './raffle-result.tsx';
import '../../../app/routes/pages.css';
import './legal-document-page.css';

/**
 * DOMPurify needs a DOM: on the server (decision 0058) the page shows the HTML the API rendered
 * and sanitised (sanitize-html) when the version was published, and plain text escaped by React.
 */
function sanitized(document: LegalDocumentDto): string {
  if (typeof window === 'undefined') {
    return document.content_html ?? escapeText(document.content);
  }
  return DOMPurify.sanitize(document.content_html ?? document.content);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface LegalDocumentPageProps {
  type: LegalDocumentType;
  page: keyof Resources['pages'];
}

/**
 * A legal or information page: the document in force in the page's language. A version written
 * in Markdown shows the HTML the server rendered and sanitised when it was published; an older
 * one is plain text whose line breaks the stylesheet keeps (`white-space: pre-line`). Either
 * comes from the database, so it is sanitised here again before it is rendered.
 */
export function LegalDocumentPage({ type, page }: LegalDocumentPageProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  // The document as the server rendered it (decision 0058); none on the client's own navigations.
  const served = useLoaderData<DocumentLoaderData>();
  const state = useLegalDocument(type, language, served?.document);
  const hydrated = useHydrated();
  const html = useMemo(() => (state.status === 'ready' ? sanitized(state.document) : ''), [state]);
  const title = state.status === 'ready' ? state.document.title : t(`pages.${page}`);
  const location = useLocation();

  return (
    <article className="card page legal-page" data-testid="legal-page">
      <PageMeta
        title={`${title} · ${t('app.name')}`}
        description={state.status === 'ready' ? state.document.summary : undefined}
        url={siteUrl(location.pathname)}
        type="article"
      />
      <h1 className="page__title">{title}</h1>
      {type === 'prize_and_raffle_base' && <RaffleResult />}
      {state.status === 'loading' && (
        <p className="page__lead" role="status">
          {t('legal_page.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <Alert tone="error" testId="legal-page-error">
          {t('common.error_loading_content')}
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <p className="legal-page__date">
            {t('legal_page.version', {
              version: state.document.version,
              // In UTC until hydrated: the server does not know the reader's zone (0058).
              date: new Date(state.document.published_at).toLocaleDateString(i18n.language, {
                dateStyle: 'long',
                ...(hydrated ? {} : { timeZone: 'UTC' }),
              }),
            })}
          </p>
          <div
            className={
              state.document.content_html === null
                ? 'legal-page__content legal-page__content--plain'
                : 'legal-page__content'
            }
            data-testid="legal-page-content"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </article>
  );
}
