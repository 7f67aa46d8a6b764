import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
export interface StandInResponse {
  status: number;
  body: unknown;
}

/** A tiny HTTP server on a free local port, answering with `handle`. */
export async function startStandInServer(
  handle: (request: StandInRequest) => StandInResponse | Promise<StandInResponse>,
) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      void Promise.resolve(
        handle({
          method: request.method ?? 'GET',
          path: url.pathname,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      ).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
