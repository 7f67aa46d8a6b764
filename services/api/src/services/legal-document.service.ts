import { AppError } from '@wishwall/contracts/app-error';
import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import type { Db } from '@wishwall/db/database';
import { LegalDocumentRepository } from '@wishwall/db/repositories/legal-document.repository';
import type { LegalDocumentRow } from '@wishwall/db/tables/legal-document.table';

export function toLegalDocumentDto(row: LegalDocumentRow): LegalDocumentDto {
  return {
    document_type: row.document_type,
    language_code: row.language_code,
    version: row.version,
    title: row.title,
    summary: row.summary,
    content: row.content,
    content_html: row.content_html,
    published_at: row.published_at.toISOString(),
  };
}

/** The static pages' documents: the version in force of each type and language. */
export class LegalDocumentService {
  private readonly documents: LegalDocumentRepository;

  constructor(db: Db) {
    this.documents = new LegalDocumentRepository(db);
  }

  async current(
    documentType: LegalDocumentType,
    languageCode: LegalDocumentLanguage,
  ): Promise<LegalDocumentDto> {
    const row = await this.documents.findCurrent(documentType, languageCode);
    if (!row) {
      throw new AppError(
        'legal_document_not_found',
        `No ${documentType} document is published in ${languageCode}`,
      );
    }
    return toLegalDocumentDto(row);
  }

  /** The page's title and description for the server-rendered HTML; undefined when missing. */
  async preview(
    documentType: LegalDocumentType,
    languageCode: LegalDocumentLanguage,
  ): Promise<{ title: string; description: string } | undefined> {
    const row = await this.documents.findCurrent(documentType, languageCode);
    return row ? { title: `${row.title} · Wishwall`, description: row.summary } : undefined;
  }
}
