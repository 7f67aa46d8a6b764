import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The cacheable GET form of `POST /legal-documents`: same document, same envelope. */
export function getLegalDocument(
  type: LegalDocumentType,
  language: LegalDocumentLanguage,
  signal?: AbortSignal,
): Promise<LegalDocumentDto> {
  return apiClient.get<LegalDocumentDto>(`/v1/legal-documents/${type}/${language}`, signal);
}
