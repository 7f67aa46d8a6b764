import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import type { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { operatorOnly } from '../../security/operator-only.ts';
import type { QueueDashboardSessions } from '../../security/queue-dashboard-session.ts';
import type { AdminConsoleService } from '../../services/admin-console.service.ts';
import type { OverviewTickets } from '../../security/overview-tickets.ts';
import type { AdminOverviewService } from '../../services/admin-overview.service.ts';
import type { ContactInboxService } from '../../services/contact-inbox.service.ts';
import type { LegalDocumentPublisher } from '../../services/legal-document-publisher.service.ts';
import type { RafflePrizeService } from '../../services/raffle-prize.service.ts';
import type { RaffleService } from '../../services/raffle.service.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminContactInboxRoutes } from './admin-contact-inbox.routes.ts';
import { adminCreditsRoutes } from './admin-credits.routes.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { adminPagesRoutes } from './admin-pages.routes.ts';
import { adminQueuesSessionRoutes } from './admin-queues-session.routes.ts';
import { adminRaffleRoutes } from './admin-raffle.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { adminWithdrawalsRoutes } from './admin-withdrawals.routes.ts';

export interface AdminRoutesOptions {
  console: AdminConsoleService;
  withdrawals: WithdrawalService;
  credits: OperatorCreditService;
  raffle: RaffleService;
  prizes: RafflePrizeService;
  queueSessions: QueueDashboardSessions;
  overview: AdminOverviewService;
  overviewTickets: OverviewTickets;
  inbox: ContactInboxService;
  publisher: LegalDocumentPublisher;
}

/**
 * The operators' console (`/v1/admin/*`), one file per console panel: every call checks the
 * role on the server and a session that passed a second factor; money and the raffle also need
 * it passed recently (`app.requireStepUp` on those routes,
 * docs/decisions/0036-operator-sessions.md).
 */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  // Added before the panels are registered, so that every panel inherits both.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', operatorOnly);

  const { console: adminConsole, withdrawals, credits, raffle } = options;
  await app.register(adminOverviewRoutes, {
    overview: options.overview,
    tickets: options.overviewTickets,
  });
  await app.register(adminContactInboxRoutes, { inbox: options.inbox });
  await app.register(adminPagesRoutes, { publisher: options.publisher });
  await app.register(adminAuditRoutes, { console: adminConsole });
  await app.register(adminWithdrawalsRoutes, { console: adminConsole, withdrawals });
  await app.register(adminUsersRoutes, { console: adminConsole });
  await app.register(adminCreditsRoutes, { console: adminConsole, credits });
  await app.register(adminRaffleRoutes, { raffle, prizes: options.prizes });
  await app.register(adminQueuesSessionRoutes, { queueSessions: options.queueSessions });
};
