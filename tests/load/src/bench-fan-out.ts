// `pnpm bench:fan-out`: what one live push costs the process that sends it to every viewer —
// socket.io's broadcast, as the gateway sends it — beside the floor under it: the same frame
// written straight to each viewer's TCP socket. See docs/performance.md.
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'socket.io';
import { SOCKET_PATH, type PackedCounts } from '@wishwall/contracts/socket-events';
import { countsBatch, fanOutWays, type FanOutWay } from './bursts/fan-out-ways.ts';
import { parseFlags, usage, UsageError, type IntegerFlag } from './options/cli-flags.ts';
import { formatNumber } from './reports/format-number.ts';
import { print } from './reports/print.ts';
import { summarizeLatencies } from './reports/percentiles.ts';
import { textTable } from './reports/text-table.ts';
import { machineFacts, quietness } from './system/machine-facts.ts';
import { ViewerSwarm } from './viewers/viewer-swarm.ts';

const FLAGS = {
  viewers: { default: 2000, min: 1, max: 10_000, help: 'sockets every push goes to' },
  pushes: { default: 60, min: 1, max: 5000, help: 'pushes of each way, the ways in turns' },
  counts: { default: 10, min: 1, max: 100, help: 'wishes’ counts in each push' },
  interval: { default: 150, min: 10, max: 5000, help: 'milliseconds between pushes' },
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

/** What one push cost: the sending call alone, and with the callbacks it left for the event loop. */
interface PushTimes {
  callMs: number[];
  wholeMs: number[];
}

/**
 * Sends one push and times it twice: the call, and until the event loop has also run what the
 * call deferred (a write given a callback completes on a later tick: engine.io's, which then
 * empties each socket's send buffer again), taken at the next `setImmediate`.
 */
async function timedPush(way: FanOutWay, batch: PackedCounts[], into: PushTimes): Promise<void> {
  const started = performance.now();
  way.send(batch);
  into.callMs.push(performance.now() - started);
  await new Promise<void>((resolve) => setImmediate(resolve));
  into.wholeMs.push(performance.now() - started);
}

async function main(): Promise<void> {
  const { help, target, databaseUrl, integers } = parseFlags(process.argv.slice(2), FLAGS);
  if (help) {
    process.stdout.write(USAGE);
    return;
  }
  if (target || databaseUrl) {
    throw new UsageError('--target and --database-url do not apply: the tool runs its own server');
  }
  const loadAtStart = os.loadavg()[0] ?? 0;
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
    const times = new Map(ways.map((way) => [way, { callMs: [], wholeMs: [] } as PushTimes]));
    const windowStart = Date.now();
    let push = 0;
    // Push by push, the ways take turns, and which goes first alternates: a drift in the
    // machine's speed moves both alike (as the ratio rounds of `pnpm load` do, decision 0014).
    print(`› ${integers.pushes} pushes of each way, in turns, ${integers.interval} ms apart…`);
    for (let k = 0; k < integers.pushes; k++) {
      const order = k % 2 === 0 ? ways : [...ways].reverse();
      for (const way of order) {
        await timedPush(way, countsBatch(integers.counts, push++), times.get(way)!);
        await sleep(integers.interval);
      }
    }
    await sleep(ARRIVAL_GRACE_MS);
    const { messages } = await swarm.windowStats({ from: windowStart, to: Date.now() });
    const loadAtEnd = os.loadavg()[0] ?? 0;

    const summaries = ways.map((way) => ({
      way,
      call: summarizeLatencies(times.get(way)!.callMs),
      whole: summarizeLatencies(times.get(way)!.wholeMs),
    }));
    const floorMs = summaries[0]!.whole.p50!;
    const ms = (value: number | null) => formatNumber(value, 1);
    print();
    print(
      textTable(
        [
          'Way of sending',
          'Pushes',
          'call p50 ms',
          'whole p50 ms',
          'p90 ms',
          'max ms',
          'µs per socket',
          '÷ floor',
        ],
        summaries.map(({ way, call, whole }) => [
          way.name,
          formatNumber(whole.count),
          ms(call.p50),
          ms(whole.p50),
          ms(whole.p90),
          ms(whole.max),
          ms((whole.p50! * 1000) / integers.viewers),
          `${formatNumber(whole.p50! / floorMs, 2)} ×`,
        ]),
      ),
    );
    const fewest = Math.min(...messages);
    const most = Math.max(...messages);
    print(
      `  ${formatNumber(integers.viewers)} viewers, ${integers.counts} wishes’ counts a push, ${integers.interval} ms between pushes. ` +
        '"call": the sending call on the event loop; "whole": until the loop has also run the callbacks the call left (p90, max, µs per socket and ÷ floor are of the whole).',
    );
    print(
      `  Every viewer should have received ${formatNumber(push)} pushes: between ${formatNumber(fewest)} and ${formatNumber(most)} arrived.`,
    );
    print(
      `  ${machine.cpus} ${machine.cpus === 1 ? 'core' : 'cores'} (${machine.cpuModel}), Node ${machine.node}.`,
    );
    print(
      `  One-minute load average at the start: ${quietness(loadAtStart)}; at the end: ${formatNumber(loadAtEnd, 2)}.`,
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
