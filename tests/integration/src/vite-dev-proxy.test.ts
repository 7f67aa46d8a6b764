import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { consoleAccounts } from '@wishwall/api/test-support/operator-fixtures';
import { useApi } from '@wishwall/api/test-support/use-api';
import { freePort } from '@wishwall/local-infra/free-port';

// `pnpm --filter @wishwall/web dev` in front of a real API: the console's live overview is a
// plain WebSocket, and Vite's development proxy must forward its upgrade
// (docs/decisions/0051-console-live-overview.md). The web's own Vite config is loaded; only its
// targets are moved from the development API's port to this test's API.
const WEB = path.resolve(import.meta.dirname, '../../../web');
const suite = useApi();
let vite: ViteDevServer;
let viteOrigin: string;
let operatorToken: string;

/** Points every proxy entry of the loaded config at `origin`, keeping its options (`ws`). */
function proxyTo(origin: string): Plugin {
  return {
    name: 'proxy-to-the-test-api',
    config(config) {
      const proxy = config.server?.proxy ?? {};
      for (const [context, entry] of Object.entries(proxy)) {
        proxy[context] = typeof entry === 'string' ? origin : { ...entry, target: origin };
      }
    },
  };
}

beforeAll(async () => {
  operatorToken = (await consoleAccounts(suite)).operator.token;
  await suite.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = suite.app.server.address() as AddressInfo;
  const vitePort = await freePort();
  vite = await createServer({
    configFile: path.join(WEB, 'vite.config.ts'),
    root: WEB,
    logLevel: 'silent',
    // Nothing is served from the client here: no watcher, no dependency scan.
    server: { host: '127.0.0.1', port: vitePort, strictPort: true, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [proxyTo(`http://127.0.0.1:${port}`)],
  });
  await vite.listen();
  viteOrigin = `http://127.0.0.1:${vitePort}`;
});
afterAll(() => vite?.close());

/** The socket opened through Vite as the console's page opens it, and its first message. */
function firstMessage(
  url: string,
  ticket: string,
): Promise<{ type: string; data?: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    // Not forwarded, the upgrade hangs: a refusal within seconds says so.
    const socket = new WebSocket(url, { headers: { origin: viteOrigin }, handshakeTimeout: 5000 });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', ticket })));
    socket.once('message', (data: Buffer) => {
      resolve(JSON.parse(data.toString()));
      socket.close();
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the upgrade was answered ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code} before any figures`)));
  });
}

describe('Vite’s development proxy', () => {
  it('forwards the live overview’s WebSocket upgrade to the API, which feeds the figures', async () => {
    // The ticket over plain HTTP through the same proxy, as the console asks for it.
    const answer = await fetch(`${viteOrigin}/v1/admin/overview/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { path: string; ticket: string } };
    const first = await firstMessage(
      `${viteOrigin.replace('http', 'ws')}${data.path}`,
      data.ticket,
    );
    expect(first.type).toBe('overview');
    expect(first.data).toMatchObject({ viewers: expect.any(Number) });
  });
});
