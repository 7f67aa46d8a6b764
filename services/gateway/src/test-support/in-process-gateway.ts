import { createServer } from 'node:http';
import { pino } from 'pino';
import type { Config } from '@wishwall/config/config';
import { createRedis } from '@wishwall/events/create-redis';
import type { TestContext } from '@wishwall/testing/use-test-context';
import { createGatewayApp, type GatewayApp, type GatewayDeps } from '../gateway-app.ts';

export interface InProcessGateway {
  gateway: GatewayApp;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * A gateway on a free loopback port, in this process, on the test file's database and Redis;
 * `config` overrides the test file's settings, `eventAllowance` each socket's.
 */
export async function startInProcessGateway(
  ctx: TestContext,
  config: Partial<Config> = {},
  { eventAllowance }: Pick<GatewayDeps, 'eventAllowance'> = {},
): Promise<InProcessGateway> {
  const httpServer = createServer();
  const gateway = createGatewayApp({
    config: { ...ctx.config, ...config },
    db: ctx.db,
    streamRedis: createRedis(ctx.redisUrl, 'test-gateway-stream'),
    httpServer,
    logger: pino({ level: 'silent' }),
    eventAllowance,
  });
  await gateway.start();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    gateway,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await gateway.stop();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}
