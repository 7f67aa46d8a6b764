// `pnpm bench:fan-out`: what one live push costs the process that sends it to every viewer —
// socket.io's broadcast, as the gateway sends it — beside the floor under it: the same frame
// written straight to each viewer's TCP socket. See docs/performance.md.
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { countsBatch, fanOutWays } from './bursts/fan-out-ways.ts';
import { parseFlags, usage, UsageError, type IntegerFlag } from './options/cli-flags.ts';
import { formatNumber } from './reports/format-number.ts';
import { print } from './reports/print.ts';
import { summarizeLatencies } from './reports/percentiles.ts';
import { textTable } from './reports/text-table.ts';
import { machineFacts, quietness } from './system/machine-facts.ts';
import { ViewerSwarm } from './viewers/viewer-swarm.ts';

const FLAGS = {
  viewers: { default: 2000, min: 1, max: 10_000, help: 'sockets every push goes to' },
  pushes: { default: 20, min: 1, max: 1000, help: 'pushes per way of sending, per round' },
  rounds: { default: 3, min: 1, max: 20, help: 'rounds, rotating which way goes first' },
  counts: { default: 10, min: 1, max: 100, help: 'wishes’ counts in each push' },
  interval: { default: 150, min: 10, max: 5000, help: 'milliseconds from one push to the next' },
  ramp: { default: 4, min: 1, max: 120, help: 'seconds over which the viewers connect' },
} as const satisfies Record<string, IntegerFlag>;

const USAGE = usage(
  'pnpm bench:fan-out',
  'One live push to every viewer: socket.io’s broadcast beside the same frame written straight to each TCP socket.',
  FLAGS,
);

/** The viewers' forwarded addresses start here; the bare server caps nothing per address. */
const FIRST_ADDRESS = 1;
/** After the last push, the time every frame has to arrive before the viewers are asked. */
const ARRIVAL_GRACE_MS = 1000;

async function main(): Promise<void> {
  const { help, integers } = parseFlags(process.argv.slice(2), FLAGS);
  if (help) {
    process.stdout.write(USAGE);
    return;
  }
  const loadAtStart = os.loadavg()[0]!;
  const machine = machineFacts();
  print(`› One-minute load average at the start: ${quietness(loadAtStart)}`);

  const httpServer = http.createServer();
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as { port: number };
  print(`› Connecting ${integers.viewers} viewers over ${integers.ramp} s…`);
  const swarm = new ViewerSwarm({
    gatewayUrls: [`http://127.0.0.1:${port}`],
    viewers: integers.viewers,
    rampMs: integers.ramp * 1000,
    watchedWishIds: [],
    probeWishIds: [],
    fullViewers: 0,
    sampledViewers: 0,
    firstAddress: FIRST_ADDRESS,
  });
  try {
    const connected = await swarm.ready;
    if (connected.failed > 0) {
      throw new Error(`${connected.failed} of ${integers.viewers} viewers did not connect`);
    }
    const ways = fanOutWays(io);
    const times = new Map(ways.map((way) => [way.name, [] as number[]]));
    const windowStart = Date.now();
    let push = 0;
    for (let round = 0; round < integers.rounds; round++) {
      const order = ways.map((_, i) => ways[(i + round) % ways.length]!);
      print(`› Round ${round + 1}: ${order.map((way) => way.name).join(', then ')}…`);
      for (const way of order) {
        for (let k = 0; k < integers.pushes; k++) {
          const batch = countsBatch(integers.counts, push++);
          const started = performance.now();
          way.send(batch);
          times.get(way.name)!.push(performance.now() - started);
          await sleep(integers.interval);
        }
      }
    }
    await sleep(ARRIVAL_GRACE_MS);
    const { messages } = await swarm.windowStats({ from: windowStart, to: Date.now() });
    const loadAtEnd = os.loadavg()[0]!;

    const floor = summarizeLatencies(times.get(ways[0]!.name)!).p50!;
    const rows = ways.map((way) => {
      const figures = summarizeLatencies(times.get(way.name)!);
      const p50 = figures.p50!;
      return [
        way.name,
        formatNumber(figures.count),
        p50.toFixed(1),
        figures.p90!.toFixed(1),
        figures.max!.toFixed(1),
        ((p50 * 1000) / integers.viewers).toFixed(1),
        `${(p50 / floor).toFixed(2)} ×`,
      ];
    });
    print();
    print(
      textTable(
        ['Way of sending', 'Pushes', 'p50 ms', 'p90 ms', 'max ms', 'µs per socket', '÷ floor'],
        rows,
      ),
    );
    const fewest = Math.min(...messages);
    const most = Math.max(...messages);
    print(
      `  ${formatNumber(integers.viewers)} viewers, ${integers.counts} wishes’ counts a push, one push every ${integers.interval} ms. ` +
        `The time is the sending call's, on the event loop: the writes are handed to the kernel before it returns.`,
    );
    print(
      `  Every viewer should have received ${formatNumber(push)} pushes: between ${formatNumber(fewest)} and ${formatNumber(most)} arrived.`,
    );
    print(
      `  ${machine.cpus} ${machine.cpus === 1 ? 'core' : 'cores'} (${machine.cpuModel}), Node ${machine.node}.`,
    );
    print(
      `  One-minute load average at the start: ${quietness(loadAtStart)}; at the end: ${loadAtEnd.toFixed(2)}.`,
    );
    print(
      '  The product’s own fan-out under the bursts, to the same crowd: `pnpm load`, table "Gateways".',
    );
    if (fewest !== push || most !== push) {
      process.exitCode = 1;
      print('  FAILED: a viewer missed pushes or got more than were sent.');
    }
  } finally {
    await swarm.close();
    await io.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof UsageError ? `${error.message}\n\n${USAGE}` : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
