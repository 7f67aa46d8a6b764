import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { LegalDocumentDto, LegalDocumentQuery } from '@wishwall/contracts/legal-document.dto';
import { ok } from '../http/envelope.ts';
import type { LegalDocumentService } from '../services/legal-document.service.ts';

const response = { 200: Envelope(LegalDocumentDto), 400: ErrorEnvelope, 404: ErrorEnvelope };

/**
 * The static pages' documents. The POST is the public call
 * (docs/product.md#page-and-contact-calls); the GET names the same document in its path (a plain
 * GET, like every other read of the web client).
 */
export const legalDocumentRoutes: FastifyPluginAsyncTypebox<{
  documents: LegalDocumentService;
}> = async (app, { documents }) => {
  app.post(
    '/legal-documents',
    {
      schema: {
        tags: ['pages'],
        summary: 'The current version of a legal or information document',
        body: LegalDocumentQuery,
        response,
      },
    },
    async (request) =>
      ok(await documents.current(request.body.document_type, request.body.language_code)),
  );

  app.get(
    '/legal-documents/:document_type/:language_code',
    {
      schema: {
        tags: ['pages'],
        summary: 'The current version of a legal or information document (cacheable)',
        params: LegalDocumentQuery,
        response,
      },
    },
    async (request, reply) => {
      const document = await documents.current(
        request.params.document_type,
        request.params.language_code,
      );
      // Not kept by browsers or proxies: a version an operator publishes is shown at once
      // (decision 0027).
      reply.header('cache-control', 'no-cache');
      return ok(document);
    },
  );
};
