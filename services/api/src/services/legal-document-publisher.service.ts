import MarkdownIt from 'markdown-it';
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
 * What a page's content may carry: headings, paragraphs, emphasis, lists, quotes, rules and
 * links to the web or a mail address. Everything else (scripts, styles, event handlers,
 * images, frames) is removed, its text kept; the page still sanitises again when it renders
 * (decision 0027).
 */
const CONTENT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'blockquote',
    'hr',
    'code',
  ],
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  // The page's own title is its one h1: a document's top headings become h2, and so on.
  transformTags: { h1: 'h2', h2: 'h3', h3: 'h4', h5: 'h4', h6: 'h4' },
};

/**
 * Markdown as operators write it (CommonMark): a single line break stays a line break, as the
 * plain-text pages kept them; bare addresses become links. HTML written inside is passed on to
 * the sanitiser, which keeps only what `CONTENT_RULES` allows.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true });

/** A document's Markdown rendered to the HTML its page shows, sanitised. */
export function renderDocumentContent(content: string): string {
  return sanitizeHtml(markdown.render(content.replace(/\r\n?/g, '\n')), CONTENT_RULES).trim();
}

/** Operators publish a new version of a page: it is in force at once (decision 0027). */
export class LegalDocumentPublisher {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Renders the Markdown and keeps both it and the sanitised HTML, as a new version. A dry run
   * renders and answers the same, numbered as the next version, and stores nothing: the
   * editor's preview goes through exactly what publishing does.
   */
  async publish(body: LegalDocumentPublishBody, operatorId: string): Promise<LegalDocumentDto> {
    const content = body.content.replace(/\r\n?/g, '\n').trim();
    const html = renderDocumentContent(content);
    if (!/\S/.test(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))) {
      throw new AppError('validation_failed', 'The content has no text once markup is removed');
    }
    if (body.dry_run) {
      const current = await new LegalDocumentRepository(this.db).findLatest(
        body.document_type,
        body.language_code,
      );
      return {
        document_type: body.document_type,
        language_code: body.language_code,
        version: (current?.version ?? 0) + 1,
        title: body.title.trim(),
        summary: body.summary.trim(),
        content,
        content_html: html,
        published_at: new Date().toISOString(),
      };
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
          content_html: html,
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
