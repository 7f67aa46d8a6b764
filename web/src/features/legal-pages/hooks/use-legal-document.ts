import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import { useEffect, useRef, useState } from 'react';
import { getLegalDocument } from '../api/get-legal-document.ts';

export type LegalDocumentState =
  { status: 'loading' } | { status: 'ready'; document: LegalDocumentDto } | { status: 'error' };

// Empty content is a failure too (docs/product.md#information-pages): the page must never show
// a blank document.
function stateOf(document: LegalDocumentDto | null): LegalDocumentState {
  return document?.content.trim() ? { status: 'ready', document } : { status: 'error' };
}

/** Loads once per mount: the router keys the page by document, and a language change reloads. */
export function useLegalDocument(
  type: LegalDocumentType,
  language: LegalDocumentLanguage,
  /** The document as the server rendered it, null when it found none (decision 0058). */
  initial?: LegalDocumentDto | null,
): LegalDocumentState {
  const [state, setState] = useState<LegalDocumentState>(() =>
    initial === undefined ? { status: 'loading' } : stateOf(initial),
  );
  const rendered = useRef(initial !== undefined);

  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
    const controller = new AbortController();
    getLegalDocument(type, language, controller.signal).then(
      (document) => setState(stateOf(document)),
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
