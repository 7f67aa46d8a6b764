import type { LegalDocumentType } from '@wishwall/contracts/legal-document.dto';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { Resources } from '../../../locales/en.ts';
import { useLegalDocument } from '../hooks/use-legal-document.ts';
import { RaffleResult } from './raffle-result.tsx';
import '../../../app/routes/pages.css';
import './legal-document-page.css';

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
  const state = useLegalDocument(type, language);
  const html = useMemo(
    () =>
      state.status === 'ready'
        ? DOMPurify.sanitize(state.document.content_html ?? state.document.content)
        : '',
    [state],
  );
  const title = state.status === 'ready' ? state.document.title : t(`pages.${page}`);

  return (
    <article className="card page legal-page" data-testid="legal-page">
      <>
        <title>{`${title} · ${t('app.name')}`}</title>
        {state.status === 'ready' && <meta name="description" content={state.document.summary} />}
      </>
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
              date: new Date(state.document.published_at).toLocaleDateString(i18n.language, {
                dateStyle: 'long',
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
