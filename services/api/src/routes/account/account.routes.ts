import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountClosingService } from '../../services/account-closing.service.ts';
import type { AccountService } from '../../services/account.service.ts';
import type { AuthenticatorService } from '../../services/authenticator.service.ts';
import type { PasskeyService } from '../../services/passkey.service.ts';
import type { EmailVerificationService } from '../../services/email-verification.service.ts';
import type { SessionFactory } from '../../services/session.factory.ts';
import { authenticatorRoutes } from './authenticator.routes.ts';
import { closeAccountRoutes } from './close-account.routes.ts';
import { emailAddressRoutes } from './email-address.routes.ts';
import { logoutRoutes } from './logout.routes.ts';
import { passkeyRoutes } from './passkey.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

export interface AccountRoutesOptions {
  accounts: AccountService;
  authenticator: AuthenticatorService;
  passkeys: PasskeyService;
  sessions: SessionFactory;
  emailVerification: EmailVerificationService;
  closing: AccountClosingService;
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user's own account. Every route here requires a valid token. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (
  app,
  { accounts, authenticator, passkeys, sessions, emailVerification, closing },
) => {
  // Both hooks are added before the route groups are registered, so that every group inherits
  // them.
  app.addHook('onRequest', app.authenticate);
  // Any account change (password, profile, avatar, two-factor) ends the user's cached
  // sessions in this API process before the answer leaves, in the others when told
  // (SessionCache).
  app.addHook('onSend', async (request, reply, payload) => {
    if (CHANGING_METHODS.has(request.method) && reply.statusCode < 400) {
      app.forgetSessions(request.currentUser.id);
    }
    return payload;
  });

  await app.register(logoutRoutes);
  await app.register(profileRoutes, { accounts, sessions });
  await app.register(passwordRoutes, { accounts });
  await app.register(twoFactorRoutes, { accounts, sessions });
  await app.register(authenticatorRoutes, { accounts, authenticator, sessions });
  await app.register(passkeyRoutes, { accounts, passkeys, sessions });
  await app.register(emailAddressRoutes, { emailVerification });
  await app.register(preferencesRoutes, { accounts });
  await app.register(closeAccountRoutes, { closing });
};
