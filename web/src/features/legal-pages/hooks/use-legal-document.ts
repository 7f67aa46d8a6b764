import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import { useEffect, useState } from 'react';
import { getLegalDocument } from '../api/get-legal-document.ts';

export type LegalDocumentState =
  { status: 'loading' } | { status: 'ready'; document: LegalDocumentDto } | { status: 'error' };

/** Loads once per mount: the router keys the page by document, and a language change reloads. */
export function useLegalDocument(
  type: LegalDocumentType,
  language: LegalDocumentLanguage,
): LegalDocumentState {
  const [state, setState] = useState<LegalDocumentState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getLegalDocument(type, language, controller.signal).then(
      (document) =>
        // Empty content is a failure too (docs/product.md#information-pages): the page must never
        // show a blank document.
        setState(document.content.trim() ? { status: 'ready', document } : { status: 'error' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the document', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [type, language]);

  return state;
}
