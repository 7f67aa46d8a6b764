import type {
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import type { DbExecutor } from '../database.ts';
import type { LegalDocumentRow, NewLegalDocument } from '../tables/legal-document.table.ts';

export class LegalDocumentRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The version in force: the highest one already published. */
  findCurrent(
    documentType: LegalDocumentType,
    languageCode: LegalDocumentLanguage,
  ): Promise<LegalDocumentRow | undefined> {
    return this.newestFirst(documentType, languageCode)
      .where('published_at', '<=', new Date())
      .executeTakeFirst();
  }

  /** The highest version, scheduled ones included: the next one is numbered after it. */
  findLatest(
    documentType: LegalDocumentType,
    languageCode: LegalDocumentLanguage,
  ): Promise<LegalDocumentRow | undefined> {
    return this.newestFirst(documentType, languageCode).executeTakeFirst();
  }

  /** One page's versions in one language, the highest first, the first only. */
  private newestFirst(documentType: LegalDocumentType, languageCode: LegalDocumentLanguage) {
    return this.db
      .selectFrom('legal_documents')
      .selectAll()
      .where('document_type', '=', documentType)
      .where('language_code', '=', languageCode)
      .orderBy('version', 'desc')
      .limit(1);
  }

  insert(document: NewLegalDocument): Promise<LegalDocumentRow> {
    return this.db
      .insertInto('legal_documents')
      .values(document)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
