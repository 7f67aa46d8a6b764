import { setTimeout as sleep } from 'node:timers/promises';
import { describe } from 'vitest';
import { itStopsWithinBound } from '@wishwall/testing/bounded-stop';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway } from './test-support/in-process-gateway.ts';

// Stopping the gateway (SIGTERM in a deploy) must end within a bound, whatever Redis does.
const shared = useTestContext();

describe('stopping the gateway', () => {
  itStopsWithinBound({
    start: async (redisUrl) => {
      const running = await startInProcessGateway({
        ...shared,
        redisUrl,
        config: { ...shared.config, redisUrl },
      });
      // The heartbeat has beaten and the stream reader blocks in XREAD.
      await sleep(1200);
      return () => running.stop();
    },
  });
});
