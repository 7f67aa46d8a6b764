import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';

/** One version of a document; a higher version of the same type and language supersedes it. */
export interface LegalDocumentTable {
  id: Generated<string>;
  document_type: LegalDocumentType;
  language_code: LegalDocumentLanguage;
  version: number;
  title: string;
  summary: string;
  /** As the operator wrote it: Markdown, or plain text for versions published before. */
  content: string;
  /** `content` rendered and sanitised at publication; null for plain-text versions. */
  content_html: string | null;
  /** A version may be published ahead of the date it takes effect. */
  published_at: ColumnType<Date, Date | undefined, never>;
}
export type LegalDocumentRow = Selectable<LegalDocumentTable>;
export type NewLegalDocument = Insertable<LegalDocumentTable>;
