import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { SOCKET_EVENTS_PER_SECOND, SYNC_MAX_WISHES } from '@wishwall/contracts/socket-events';
import { clientAddress } from '@wishwall/testing/client-address';
import { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { ApiClient } from './src/api-client.ts';
import { CallLog } from './src/call-log.ts';
import { startCrowdSocket } from './src/crowd-socket.ts';
import { traceCrowd } from './src/crowd-trace.ts';
import { FAULT_CAPTCHA_ANSWER, startFaultStack } from './src/fault-stack.ts';
import { signUp } from './src/sign-up.ts';

/**
 * The crowd's size and length. The fault suite runs a small one; the measurement recorded in
 * docs/reliability.md runs `CROWD_SOCKETS=2000 CROWD_SECONDS=30 pnpm test:faults socket-crowd`.
 */
const SOCKETS = Number(process.env['CROWD_SOCKETS'] ?? 200);
const SECONDS = Number(process.env['CROWD_SECONDS'] ?? 10);
/** Each socket's own address, past those the other runs use. */
const FIRST_ADDRESS = 2_000_000;
/** An unrelated read, as a visitor paging the wall would make it. */
const READ_EVERY_MS = 100;
/** Memory the crowd may add to the process; far below what an unbounded queue of reads took. */
const MEMORY_GROWTH_MAX_MB = 300;
/** Every ack has this long after the crowd stops to arrive: a refusal answers at once. */
const ANSWER_GRACE_MS = 5_000;

const cleanup = new CleanupStack();
afterAll(() => cleanup.runAll());

async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** CPU seconds a process has used, user and system (`/proc/<pid>/stat`, in clock ticks of 10 ms). */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The product's log lines (pino JSON) counted by message: why sockets were dropped, if they were. */
function messagesOf(output: string): string {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    const message = /"msg":"([^"]*)"/.exec(line)?.[1];
    if (message) counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return JSON.stringify(Object.fromEntries(counts));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

describe('a crowd of sockets at their full allowance', () => {
  test(`${SOCKETS} sockets asking sync and identify for ${SECONDS} s cannot stall the process`, async () => {
    const { product } = await startFaultStack(cleanup);
    const api = new ApiClient(product.url, new CallLog());
    const account = await signUp(api, {
      index: FIRST_ADDRESS - 1,
      label: 'crowd',
      captchaAnswer: FAULT_CAPTCHA_ANSWER,
    });
    expect(account, 'the crowd’s account signed up').toBeDefined();

    // Ids far past the wall's: each sync asks wishes nobody read before, the costliest kind.
    let nextId = 1;
    const freshIds = () =>
      Array.from({ length: SYNC_MAX_WISHES }, () => String((nextId++ % 5_000_000) + 1));
    const memoryBefore = await rssMb(product.pid);
    const cpuBefore = [await cpuSeconds(product.pid), await cpuSeconds(process.pid)];
    const crowd = Array.from({ length: SOCKETS }, (_, i) =>
      startCrowdSocket({
        url: product.url,
        address: clientAddress(FIRST_ADDRESS + i),
        token: account!.token,
        wishIds: freshIds,
        everyMs: 1000 / SOCKET_EVENTS_PER_SECOND,
      }),
    );
    cleanup.push('close the crowd', async () => crowd.forEach((socket) => socket.close()));
    const connected = (await Promise.all(crowd.map((socket) => socket.connected))).filter(Boolean);

    const reads: { ms: number; status: number }[] = [];
    // Where a stall is: a line a second (CROWD_TRACE=1, with METRICS_TOKEN for the product).
    let slowestRead = 0;
    const trace =
      process.env['CROWD_TRACE'] && process.env['METRICS_TOKEN']
        ? traceCrowd({
            url: product.url,
            gatewayMetricsUrl: product.gatewayMetricsUrl,
            token: process.env['METRICS_TOKEN'],
            records: crowd.map((socket) => socket.record),
            slowestReadMs: () => {
              const slowest = slowestRead;
              slowestRead = 0;
              return slowest;
            },
          })
        : undefined;
    let memoryPeak = memoryBefore;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const startedAt = performance.now();
      const status = await fetch(`${product.url}/v1/wishes?page=2`, {
        signal: AbortSignal.timeout(20_000),
      }).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      reads.push({ ms: performance.now() - startedAt, status });
      slowestRead = Math.max(slowestRead, reads.at(-1)!.ms);
      memoryPeak = Math.max(memoryPeak, await rssMb(product.pid));
      await sleep(READ_EVERY_MS);
    }
    // The crowd stops asking; what it asked must all be answered.
    crowd.forEach((socket) => socket.stop());
    const records = crowd.map((socket) => socket.record);
    const unanswered = () => records.reduce((sum, r) => sum + r.sent - r.answered, 0);
    const graceEnds = Date.now() + ANSWER_GRACE_MS;
    while (unanswered() > 0 && Date.now() < graceEnds) await sleep(100);
    const loadAverage = os.loadavg();
    const traced = trace?.stop() ?? [];
    const [productCpu, crowdCpu] = [
      (await cpuSeconds(product.pid)) - cpuBefore[0]!,
      (await cpuSeconds(process.pid)) - cpuBefore[1]!,
    ];
    crowd.forEach((socket) => socket.close());

    // The figures first, whatever the verdict: a failed run is a measurement too.
    const sorted = reads.map((read) => read.ms).sort((a, b) => a - b);
    const sent = records.reduce((sum, r) => sum + r.sent, 0);
    const refused = records.reduce((sum, r) => sum + r.refused, 0);
    process.stdout.write(
      [
        ...traced,
        `crowd: ${connected.length}/${SOCKETS} sockets for ${SECONDS} s, load average ${loadAverage
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `  ${records.filter((r) => r.closedByServer).length} sockets disconnected by the server; the product's last log lines by message: ${messagesOf(product.output())}`,
        `  events sent ${sent}, ${unanswered()} not answered ${ANSWER_GRACE_MS / 1000} s after the crowd stopped, ${refused} refused as rate_limited`,
        `  GET /v1/wishes?page=2: ${reads.length} reads, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
        `  product RSS ${memoryBefore.toFixed(0)} MB before, ${memoryPeak.toFixed(0)} MB at most`,
        `  CPU used: the product ${productCpu.toFixed(1)} s, the crowd and the reads (this process) ${crowdCpu.toFixed(1)} s`,
        '',
      ].join('\n'),
    );

    expect(unanswered(), 'every event was answered').toBe(0);
    expect(connected.length, 'every socket of its own address was accepted').toBe(SOCKETS);
    expect(
      records.filter((r) => r.closedByServer).length,
      'no socket within its allowance was disconnected',
    ).toBe(0);
    expect(
      reads.filter((read) => read.status !== 200).length,
      'the unrelated reads all answered',
    ).toBe(0);
    expect(memoryPeak - memoryBefore, 'memory stayed bounded (MB)').toBeLessThan(
      MEMORY_GROWTH_MAX_MB,
    );
    expect(product.crashes).toEqual([]);
  });
});
