import type { CallKind, CallRecord } from './call-log.ts';
import type { FaultReport } from './fault-run.ts';

const KINDS: CallKind[] = ['reaction', 'sign-up', 'publish', 'wall'];

function tallyOutcomes(records: readonly CallRecord[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const { outcome } of records) tally[String(outcome)] = (tally[String(outcome)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function outcomesByKind(calls: readonly CallRecord[]): string {
  return KINDS.map((kind) => {
    const tally = tallyOutcomes(calls.filter((call) => call.kind === kind));
    const parts = Object.entries(tally).map(([outcome, n]) => `${outcome}×${n}`);
    return `${kind} ${parts.join(' ') || '—'}`;
  }).join('; ');
}

function slowest(calls: readonly CallRecord[]): string {
  return KINDS.map((kind) => {
    const times = calls.filter((call) => call.kind === kind).map((c) => c.endedAt - c.startedAt);
    return `${kind} ${times.length > 0 ? `${Math.max(...times)} ms` : '—'}`;
  }).join(', ');
}

/** The figures of one fault run as the lines docs/reliability.md quotes. */
export function faultFigures(report: FaultReport): string {
  const { window, acknowledged } = report;
  const during = report.calls.filter(
    (call) => call.startedAt >= window.startedAt && call.startedAt < window.healedAt,
  );
  const firstAck = Object.entries(report.firstAcknowledgedAfterHealMs)
    .map(([kind, ms]) => `${kind} ${ms === null ? 'never' : `${ms} ms`}`)
    .join(', ');
  const invariants = report.invariants.map(
    (invariant) =>
      `    ${invariant.holds ? 'holds' : 'BROKEN'}  ${invariant.name}` +
      (invariant.holds
        ? ` (settled ${invariant.heldAfterMs} ms after the traffic)`
        : `: ${invariant.detail}`),
  );
  return [
    `fault: ${report.name}`,
    `  fault lasted ${seconds(window.healedAt - window.startedAt)}; run ${seconds(report.runMs)}`,
    `  acknowledged: ${acknowledged.signUps} sign-ups, ${acknowledged.publications} publications, ` +
      `${acknowledged.presses} reactions (${acknowledged.votesJudged} final votes judged)`,
    `  all calls: ${outcomesByKind(report.calls)}`,
    `  calls started during the fault: ${outcomesByKind(during)}`,
    `  slowest answer to a call started during the fault: ${slowest(during)}`,
    `  first write acknowledged after healing: ${firstAck}`,
    `  live viewers' reconnections: ${report.viewerReconnects}`,
    '  invariants:',
    ...invariants,
    '',
  ].join('\n');
}
