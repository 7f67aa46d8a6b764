import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminContactMessageDto,
  AdminContactPageDto,
  ContactHandledBody,
} from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { ContactInboxService } from '../../services/contact-inbox.service.ts';
import { AdminErrors, IdParams, PageQuery } from './admin-schemas.ts';

/** The console's contact inbox: the contact page's messages, open or handled. */
export const adminContactInboxRoutes: FastifyPluginAsyncTypebox<{
  inbox: ContactInboxService;
}> = async (app, { inbox }) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-page messages, open or handled, newest first, 50 a page',
        querystring: Type.Object({
          ...PageQuery.properties,
          handled: Type.Boolean({ default: false }),
        }),
        response: { 200: Envelope(AdminContactPageDto), ...AdminErrors },
      },
    },
    async (request) => ok(await inbox.list(request.query.handled, request.query.page)),
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, or open again',
        params: IdParams,
        body: ContactHandledBody,
        response: { 200: Envelope(AdminContactMessageDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(
        await inbox.mark(request.params.id, request.body.handled, request.currentUser.id),
        'contact_message_marked',
      ),
  );
};
