import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '@wishwall/config/config';
import type { ApiServices } from '../composition/api-services.ts';
import { accountRoutes } from './account/account.routes.ts';
import { accountLinkRoutes } from './account-links.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { adminOverviewSocketRoutes } from './admin-overview-socket.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { legalDocumentRoutes } from './legal-document.routes.ts';
import { ownWishRoutes } from './own-wish.routes.ts';
import { paymentRoutes } from './payment.routes.ts';
import { paypalWebhookRoutes } from './paypal-webhook.routes.ts';
import { raffleRoutes } from './raffle.routes.ts';
import { reactionRoutes } from './reaction.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { stepUpRoutes } from './step-up.routes.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { walletRoutes } from './wallet.routes.ts';
import { wishRoutes } from './wish.routes.ts';

/** Every `/v1` call (docs/product.md): one route group per file, given the services it uses. */
export const v1Routes: FastifyPluginAsyncTypebox<{
  config: Config;
  services: ApiServices;
}> = async (v1, { config, services: { account, wall, money, operator, site } }) => {
  await v1.register(wishRoutes, { wall: wall.wall, firstPage: wall.firstPage });
  await v1.register(catalogRoutes, {
    countries: account.countries,
    devAuthEnabled: config.devAuthEnabled,
  });
  const {
    auth,
    captcha,
    twoFactor,
    authenticator,
    passkeys,
    emailVerification,
    accounts,
    sessions,
  } = account;
  await v1.register(sessionRoutes, {
    auth,
    captcha,
    twoFactor,
    emailVerification,
    passkeys,
  });
  await v1.register(accountRoutes, {
    accounts,
    authenticator,
    passkeys,
    sessions,
    emailVerification,
    closing: account.closing,
  });
  await v1.register(accountLinkRoutes, {
    passwordReset: account.passwordReset,
    emailVerification,
  });
  await v1.register(stepUpRoutes, { twoFactor, authenticator, passkeys });
  await v1.register(ownWishRoutes, { wishes: wall.wishes });
  await v1.register(reactionRoutes, { reactions: wall.reactions });
  const { wallets, withdrawals, destinations, gifts, credits, payments } = money;
  await v1.register(walletRoutes, { wallets, withdrawals, destinations, gifts });
  await v1.register(raffleRoutes, { raffle: wall.raffle });
  await v1.register(adminRoutes, {
    prefix: '/admin',
    console: operator.console,
    withdrawals,
    credits,
    raffle: wall.raffle,
    prizes: money.prizes,
    queueSessions: operator.queueSessions,
    overview: operator.overview,
    overviewTickets: operator.overviewTickets,
    inbox: operator.inbox,
    publisher: operator.publisher,
  });
  // Beside the console's routes, not under their hooks: a browser's WebSocket carries no
  // bearer token, its ticket comes in the first message.
  await v1.register(adminOverviewSocketRoutes, {
    sockets: operator.overviewSockets,
    publicUrl: config.publicUrl,
  });
  await v1.register(paymentRoutes, { payments });
  await v1.register(legalDocumentRoutes, { documents: site.documents });
  await v1.register(contactRoutes, { contact: site.contact });
  await v1.register(stripeWebhookRoutes, { payments });
  if (money.payouts) {
    await v1.register(paypalWebhookRoutes, {
      payouts: money.payouts,
      webhookId: config.payments.paypal?.webhookId,
    });
  }
  if (money.paymentProviders.sandbox) {
    await v1.register(sandboxCheckoutRoutes, {
      sandbox: money.paymentProviders.sandbox,
      publicUrl: config.publicUrl,
    });
  }
};
