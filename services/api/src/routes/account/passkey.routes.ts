import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddPasskeyBody,
  PasskeyAddedDto,
  PasskeyDto,
  PasskeyOptionsDto,
  PasskeyRemovedDto,
  PasskeysDto,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { perUser, RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { AccountService } from '../../services/account.service.ts';
import { passkeySummary, type PasskeyService } from '../../services/passkey.service.ts';
import type { SessionFactory } from '../../services/session.factory.ts';
import { AccountErrors } from './account-schemas.ts';

const Errors = { ...AccountErrors, 403: ErrorEnvelope, 404: ErrorEnvelope };
const PasskeyParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

/**
 * The account's passkeys (docs/decisions/0053-passkeys.md): options to create one, adding it
 * under a name, the list with when each was last used, renaming, and removing one with a
 * current factor. Signing in with one is in the session routes, stepping up in step-up's.
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{
  accounts: AccountService;
  passkeys: PasskeyService;
  sessions: SessionFactory;
}> = async (app, { accounts, passkeys, sessions }) => {
  app.get(
    '/passkeys',
    {
      config: { noStore: true },
      schema: {
        tags: ['account'],
        summary: 'The account’s passkeys, oldest first, with when each last signed in',
        response: { 200: Envelope(PasskeysDto), ...Errors },
      },
    },
    async (request) => {
      const rows = await passkeys.list(request.currentUser.id);
      return ok({ passkeys: rows.map(passkeySummary) });
    },
  );

  app.post(
    '/passkeys/registration-options',
    {
      config: { rateLimit: perUser(RATE_LIMITS.passkeyOptions), noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Options for navigator.credentials.create(): a discoverable passkey with user ' +
          'verification; its challenge works once, for this session, for 5 minutes',
        response: { 200: Envelope(PasskeyOptionsDto), ...Errors },
      },
    },
    async (request) =>
      ok({ options: await passkeys.registrationOptions(request.currentUser, request.user.jti) }),
  );

  app.post(
    '/passkeys',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Add the passkey just created, under a name; the owner is mailed and every other ' +
          'session is signed out',
        body: AddPasskeyBody,
        response: { 200: Envelope(PasskeyAddedDto), ...Errors },
      },
    },
    async (request) => {
      const { passkey, user, token } = await accounts.addPasskey(
        request.currentUser,
        request.user,
        request.body.name,
        request.body.response,
      );
      return ok(
        {
          user: await sessions.userDto(user, requestLanguage(request)),
          token,
          passkey: passkeySummary(passkey),
        },
        'passkey_added',
      );
    },
  );

  app.put(
    '/passkeys/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Rename one of the account’s passkeys',
        params: PasskeyParams,
        body: RenamePasskeyBody,
        response: { 200: Envelope(PasskeyDto), ...Errors },
      },
    },
    async (request) => {
      const row = await passkeys.rename(
        request.currentUser.id,
        request.params.id,
        request.body.name,
      );
      return ok(passkeySummary(row), 'passkey_renamed');
    },
  );

  app.post(
    '/passkeys/proof-options',
    {
      config: { rateLimit: perUser(RATE_LIMITS.passkeyOptions), noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Options for navigator.credentials.get() with the account’s passkeys: its answer ' +
          'proves a current factor (removing a passkey or another factor, stepping up) for ' +
          'this session, once, within 5 minutes',
        response: { 200: Envelope(PasskeyOptionsDto), ...Errors },
      },
    },
    async (request) =>
      ok({ options: await passkeys.proofOptions(request.currentUser.id, request.user.jti) }),
  );

  app.post(
    '/passkeys/:id/remove',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Remove a passkey with a current factor (a passkey, the app’s code, a recovery code ' +
          'or a step-up code); the owner is mailed and every other session is signed out',
        params: PasskeyParams,
        body: RemovePasskeyBody,
        response: { 200: Envelope(PasskeyRemovedDto), ...Errors },
      },
    },
    async (request) => {
      const { user, token } = await accounts.removePasskey(
        request.currentUser,
        request.user,
        request.params.id,
        request.body.proof,
      );
      return ok(
        { user: await sessions.userDto(user, requestLanguage(request)), token },
        'passkey_removed',
      );
    },
  );
};
