import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LegalDocumentPublishBody } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { LegalDocumentDto } from '@wishwall/contracts/legal-document.dto';
import { ok } from '../../http/envelope.ts';
import type { LegalDocumentPublisher } from '../../services/legal-document-publisher.service.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's pages panel: publishing the legal and information pages. */
export const adminPagesRoutes: FastifyPluginAsyncTypebox<{
  publisher: LegalDocumentPublisher;
}> = async (app, { publisher }) => {
  app.post(
    '/legal-documents',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Publish a new version of a legal or information page (Markdown, rendered and sanitised), at once; `dry_run` renders it without publishing',
        body: LegalDocumentPublishBody,
        response: { 200: Envelope(LegalDocumentDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(
        await publisher.publish(request.body, request.currentUser.id),
        request.body.dry_run ? 'legal_document_previewed' : 'legal_document_published',
      ),
  );
};
