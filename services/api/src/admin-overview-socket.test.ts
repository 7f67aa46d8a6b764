import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { OVERVIEW_CLOSE } from '@wishwall/contracts/admin.dto';
import { OperatorRoleService } from '@wishwall/core/operator-role.service';
import { consoleAccounts, withAuthenticatorApp } from './test-support/operator-fixtures.ts';
import { sessionToken } from './test-support/session-tokens.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
let accounts: Awaited<ReturnType<typeof consoleAccounts>>;
let origin: string;
let socketUrl: string;

beforeAll(async () => {
  accounts = await consoleAccounts(suite);
  await suite.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = suite.app.server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  socketUrl = `ws://127.0.0.1:${port}/v1/admin/overview/live`;
});

const open: WebSocket[] = [];
afterAll(() => {
  for (const socket of open) socket.terminate();
});

interface Opened {
  socket: WebSocket;
  messages: { type: string; data?: Record<string, unknown> }[];
  closed: Promise<{ code: number; reason: string }>;
}

/** A socket as a browser on `from` opens it; resolves once upgraded (rejects on a refusal). */
function connect(from = origin): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, { headers: { origin: from } });
    open.push(socket);
    const messages: Opened['messages'] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function ticketFor(token: string) {
  const { status, body } = await suite.api.call(
    'POST',
    '/v1/admin/overview/ticket',
    undefined,
    token,
  );
  return { status, body, ticket: body.data?.ticket as string };
}

const firstFigures = async (opened: Opened) => {
  await expect.poll(() => opened.messages.length, { timeout: 5000 }).toBeGreaterThan(0);
  return opened.messages[0]!;
};

/** A new operator (an authenticator app, the role granted) and a session passed `authTime`. */
/**
 * A fresh operator and a session of theirs: by default with an authenticator app, signed in with
 * the password and its code; with `passkey`, a passkey is their only factor and signed them in.
 */
async function newOperator(
  authTime = Math.floor(Date.now() / 1000),
  factor: 'app' | 'passkey' = 'app',
) {
  const { body, email } = await suite.api.registerVerified();
  const id: string = body.data.user.id;
  if (factor === 'app') await withAuthenticatorApp(suite.ctx, id);
  else {
    await suite.ctx.db
      .updateTable('users')
      .set({ passkeys_enabled: true })
      .where('id', '=', id)
      .execute();
  }
  await new OperatorRoleService(suite.ctx.db).setRole(email, 'admin');
  const user = await suite.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    email,
    token: sessionToken(suite.app, user, {
      amr: factor === 'app' ? ['pwd', 'otp'] : ['hwk', 'mfa'],
      auth_time: authTime,
    }),
  };
}

/** An open socket that passed `token`'s ticket and got its first figures. */
async function watching(token: string) {
  const { ticket } = await ticketFor(token);
  const opened = await connect();
  opened.socket.send(JSON.stringify({ type: 'auth', ticket }));
  await firstFigures(opened);
  return opened;
}

describe('the live overview socket', () => {
  it('pushes the figures to an operator whose first message is a fresh ticket', async () => {
    const { status, body, ticket } = await ticketFor(accounts.operator.token);
    expect(status).toBe(200);
    expect(body.data.path).toBe('/v1/admin/overview/live');
    const opened = await connect();
    opened.socket.send(JSON.stringify({ type: 'auth', ticket }));
    const first = await firstFigures(opened);
    expect(first.type).toBe('overview');
    expect(first.data).toMatchObject({
      viewers: expect.any(Number),
      published_today: expect.any(Number),
      payouts_pending: { pending: expect.any(Number) },
    });
    expect((first.data!['queues'] as unknown[]).length).toBeGreaterThan(0);
    // Live: another push follows without anything asked.
    await expect.poll(() => opened.messages.length, { timeout: 5000 }).toBeGreaterThan(1);
    opened.socket.close();
  });

  it('feeds an operator whose only second factor is a passkey, signed in with it alone', async () => {
    // docs/decisions/0053-passkeys.md: a passkey counts for operators here as in every console call.
    const { token } = await newOperator(undefined, 'passkey');
    const opened = await watching(token);
    expect((await firstFigures(opened)).type).toBe('overview');
    // Still fed a second later: the loop's check of the session takes the passkey too.
    const seen = opened.messages.length;
    await expect.poll(() => opened.messages.length, { timeout: 5000 }).toBeGreaterThan(seen);
    opened.socket.close();
  });

  it('gives tickets to operators only, and wants a recent second factor', async () => {
    expect((await ticketFor(accounts.user.token)).status).toBe(403);
    expect((await ticketFor(accounts.adminWithout2fa.token)).status).toBe(403);
    const stale = await ticketFor(accounts.operator.stale);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('step_up_required');
    expect((await ticketFor('')).status).toBe(401);
  });

  it('refuses another site’s page before the upgrade, and a request without Origin', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow('refused with 403');
    const { status } = await suite.api.call('GET', '/v1/admin/overview/live');
    expect(status).toBe(403);
  });

  it('closes a socket whose first message is no ticket, a made-up one, or none in time', async () => {
    const garbage = await connect();
    garbage.socket.send('not json');
    expect((await garbage.closed).code).toBe(OVERVIEW_CLOSE.ticket);
    const madeUp = await connect();
    madeUp.socket.send(JSON.stringify({ type: 'auth', ticket: 'a'.repeat(43) }));
    expect((await madeUp.closed).code).toBe(OVERVIEW_CLOSE.ticket);
    expect(madeUp.messages).toEqual([]);
    const silent = await connect();
    expect((await silent.closed).code).toBe(OVERVIEW_CLOSE.ticket);
  }, 10_000);

  it('lets a ticket open one socket: 100 sockets sending it at once, exactly one is fed', async () => {
    const { ticket } = await ticketFor(accounts.operator.token);
    const sockets = await Promise.all(Array.from({ length: 100 }, () => connect()));
    for (const { socket } of sockets) socket.send(JSON.stringify({ type: 'auth', ticket }));
    const refused = await Promise.all(
      sockets.map(({ closed }) =>
        Promise.race([closed, new Promise((done) => setTimeout(() => done('open'), 3000))]),
      ),
    );
    const stillOpen = sockets.filter((_, index) => refused[index] === 'open');
    expect(stillOpen).toHaveLength(1);
    expect(refused.filter((each) => each !== 'open')).toEqual(
      Array.from({ length: 99 }, () => ({ code: OVERVIEW_CLOSE.ticket, reason: 'ticket' })),
    );
    expect((await firstFigures(stillOpen[0]!)).type).toBe('overview');
    // Used: the same ticket opens nothing later either.
    const late = await connect();
    late.socket.send(JSON.stringify({ type: 'auth', ticket }));
    expect((await late.closed).code).toBe(OVERVIEW_CLOSE.ticket);
    stillOpen[0]!.socket.close();
  }, 15_000);

  it('closes when the session signs out', async () => {
    const { token } = await newOperator();
    const opened = await watching(token);
    expect((await suite.api.call('POST', '/v1/logout', undefined, token)).status).toBe(200);
    expect((await opened.closed).code).toBe(OVERVIEW_CLOSE.session_ended);
  });

  it('closes when the operator role is revoked', async () => {
    const { email, token } = await newOperator();
    const opened = await watching(token);
    await new OperatorRoleService(suite.ctx.db).setRole(email, 'user');
    expect((await opened.closed).code).toBe(OVERVIEW_CLOSE.not_operator);
  });

  it('closes when the second factor grows older than the step-up window', async () => {
    // Passed the step-up window less two seconds ago: fresh enough for a ticket, not for long.
    const hours = suite.ctx.config.operatorStepUpHours;
    const { token } = await newOperator(Math.floor(Date.now() / 1000) - hours * 3600 + 2);
    const opened = await watching(token);
    expect((await opened.closed).code).toBe(OVERVIEW_CLOSE.step_up_required);
  }, 10_000);
});

describe('the server’s other WebSockets', () => {
  it('are left to whoever else listens for upgrades (Socket.IO on the same server)', async () => {
    // A second WebSocket server on the API's HTTP server, as the gateway's Socket.IO is in one
    // process: the overview's plugin must not take, answer or destroy its upgrades.
    const other = new WebSocketServer({ noServer: true });
    other.on('connection', (ws) => ws.on('message', (data: Buffer) => ws.send(`echo ${data}`)));
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (request.url?.startsWith('/other-socket/')) {
        other.handleUpgrade(request, socket, head, (ws) => other.emit('connection', ws, request));
      }
    };
    suite.app.server.on('upgrade', onUpgrade);
    try {
      const url = socketUrl.replace('/v1/admin/overview/live', '/other-socket/');
      const socket = new WebSocket(url);
      open.push(socket);
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      // Still open a moment later (the plugin would have answered 404 and destroyed it).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const echoed = new Promise<string>((resolve) =>
        socket.once('message', (data: Buffer) => resolve(data.toString())),
      );
      socket.send('ping');
      expect(await Promise.race([echoed, closed.then((code) => `closed ${code}`)])).toBe(
        'echo ping',
      );
    } finally {
      suite.app.server.off('upgrade', onUpgrade);
      other.close();
    }
  });
});
