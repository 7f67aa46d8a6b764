import sanitizeHtml from 'sanitize-html';
import type { LegalDocumentPublishBody } from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { LegalDocumentDto } from '@wishwall/contracts/legal-document.dto';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { LegalDocumentRepository } from '@wishwall/db/repositories/legal-document.repository';
import { toLegalDocumentDto } from './legal-document.service.ts';

/**
 * What a page's content may carry: paragraphs, emphasis, lists, headings and links to the
 * web or a mail address. Everything else (scripts, styles, event handlers, images, frames)
 * is removed, its text kept; the page still sanitises again when it renders (decision 0027).
 */
const CONTENT_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
};

/** Sanitised content; line breaks are kept (the page lays the text out with them). */
export function sanitizeDocumentContent(content: string): string {
  return sanitizeHtml(content.replace(/\r\n?/g, '\n'), CONTENT_RULES).trim();
}

/** Operators publish a new version of a page: it is in force at once (decision 0027). */
export class LegalDocumentPublisher {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async publish(body: LegalDocumentPublishBody, operatorId: string): Promise<LegalDocumentDto> {
    const content = sanitizeDocumentContent(body.content);
    if (!/\S/.test(sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} }))) {
      throw new AppError('validation_failed', 'The content has no text once markup is removed');
    }
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        const documents = new LegalDocumentRepository(trx);
        const current = await documents.findLatest(body.document_type, body.language_code);
        const published = await documents.insert({
          document_type: body.document_type,
          language_code: body.language_code,
          version: (current?.version ?? 0) + 1,
          title: body.title.trim(),
          summary: body.summary.trim(),
          content,
        });
        await new AdminAuditRepository(trx).record({
          operator_id: operatorId,
          action: 'legal_document.publish',
          record_type: 'legal_document',
          record_id: published.id,
          before: current ? { id: current.id, version: current.version } : null,
          after: {
            document_type: published.document_type,
            language_code: published.language_code,
            version: published.version,
            title: published.title,
          },
        });
        return published;
      });
      return toLegalDocumentDto(row);
    } catch (error) {
      // Two operators publishing the same page at once: the first takes the version.
      if (isUniqueViolation(error, 'legal_documents_one_per_version')) {
        throw new AppError('conflict', 'Another version of this page was just published');
      }
      throw error;
    }
  }
}
