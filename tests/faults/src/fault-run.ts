import { setTimeout as sleep } from 'node:timers/promises';
import { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { eventually } from '@wishwall/testing/eventually';
import { ApiClient } from './api-client.ts';
import { CallLog, type CallKind, type CallRecord } from './call-log.ts';
import { createFaultFixtures } from './fault-fixtures.ts';
import { FAULT_CAPTCHA_ANSWER, startFaultStack, type FaultStack } from './fault-stack.ts';
import { awaitInvariants, type InvariantResult } from './invariants.ts';
import { LiveViewer } from './live-viewer.ts';
import { startTrafficStream } from './traffic-stream.ts';
import { WriteLedger } from './write-ledger.ts';

/** Traffic before the fault, so it strikes mid-stream, and after it heals. */
const LEAD_MS = 2000;
const TAIL_MS = 3000;
const VIEWERS = 3;
const DEFAULT_SETTLE_TIMEOUT_MS = 20_000;

/** When the fault struck and when it was healed (Redis back, process resumed or restarted). */
export interface FaultWindow {
  startedAt: number;
  healedAt: number;
}

export interface FaultScenario {
  name: string;
  /** Strikes the product mid-stream and heals it; answers when. */
  inject(stack: FaultStack): Promise<FaultWindow>;
  /** How long after the traffic stops the invariants may take to hold. */
  settleTimeoutMs?: number;
  /**
   * How many mails the fault may send twice: a job cut between the SMTP server's answer and
   * its completion in BullMQ runs again (jobs run at least once). None unless a fault kills.
   */
  repeatableMails?: number;
}

export interface FaultReport {
  name: string;
  window: FaultWindow;
  calls: readonly CallRecord[];
  /** Since healing, until the API acknowledged each kind of write again; null: never. */
  firstAcknowledgedAfterHealMs: Partial<Record<CallKind, number | null>>;
  acknowledged: { signUps: number; publications: number; presses: number; votesJudged: number };
  invariants: InvariantResult[];
  /** From the start of the traffic until every invariant held (or the checks gave up). */
  runMs: number;
  /** How often the live viewers reconnected, all together. */
  viewerReconnects: number;
  /** Exits of the product nobody asked for. */
  productCrashes: readonly string[];
  productOutput: string;
}

/**
 * One fault run: a fresh stack, fixtures and live viewers, a steady stream of writes, the
 * fault mid-stream, then the invariants awaited against Postgres. Everything started is
 * stopped and the scratch database dropped, whatever happens.
 */
export async function runFault(scenario: FaultScenario): Promise<FaultReport> {
  const cleanup = new CleanupStack();
  try {
    const stack = await startFaultStack(cleanup);
    const log = new CallLog();
    const client = new ApiClient(stack.product.url, log);
    const ledger = new WriteLedger();
    const fixtures = await createFaultFixtures({
      client,
      truth: stack.truth,
      ledger,
      captchaAnswer: FAULT_CAPTCHA_ANSWER,
    });
    const viewers = Array.from(
      { length: VIEWERS },
      () => new LiveViewer(stack.product.url, fixtures.targetWishIds),
    );
    cleanup.push('close the live viewers', async () => viewers.forEach((viewer) => viewer.close()));
    if (!(await eventually(async () => viewers.every((viewer) => viewer.connected), 10_000))) {
      throw new Error('the live viewers did not connect');
    }

    const trafficStartedAt = Date.now();
    const stream = startTrafficStream({
      client,
      fixtures,
      ledger,
      captchaAnswer: FAULT_CAPTCHA_ANSWER,
    });
    let window: FaultWindow;
    try {
      await sleep(LEAD_MS);
      window = await scenario.inject(stack);
      await sleep(TAIL_MS);
    } finally {
      await stream.stop();
    }
    const invariants = await awaitInvariants(
      {
        truth: stack.truth,
        ledger,
        mail: stack.mail,
        viewers,
        targetWishIds: fixtures.targetWishIds,
        repeatableMails: scenario.repeatableMails ?? 0,
      },
      Date.now(),
      scenario.settleTimeoutMs ?? DEFAULT_SETTLE_TIMEOUT_MS,
    );
    return {
      name: scenario.name,
      window,
      calls: log.all(),
      firstAcknowledgedAfterHealMs: firstAcknowledgedAfter(log.all(), window.healedAt),
      acknowledged: {
        signUps: ledger.signUps.length,
        publications: ledger.publishedWishIds.length,
        presses: ledger.acknowledgedPresses,
        votesJudged: ledger.acknowledgedVotes().length,
      },
      invariants,
      runMs: Date.now() - trafficStartedAt,
      viewerReconnects: viewers.reduce((sum, viewer) => sum + viewer.reconnects, 0),
      productCrashes: [...stack.product.crashes],
      productOutput: stack.product.output(),
    };
  } finally {
    await cleanup.runAll();
  }
}

function firstAcknowledgedAfter(calls: readonly CallRecord[], healedAt: number) {
  const kinds: CallKind[] = ['reaction', 'sign-up', 'publish'];
  return Object.fromEntries(
    kinds.map((kind) => {
      const acknowledged = calls
        .filter((call) => call.kind === kind && call.endedAt >= healedAt && call.outcome === 200)
        .map((call) => call.endedAt - healedAt);
      return [kind, acknowledged.length > 0 ? Math.min(...acknowledged) : null];
    }),
  );
}
