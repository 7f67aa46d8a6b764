import os from 'node:os';

/** What the figures were measured on: they mean little without it. */
export function machineFacts() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** A machine is quiet for a measurement while its one-minute load average is below this. */
export const QUIET_LOAD_AVERAGE = 1.5;

/** The load average with its verdict, as every report prints it beside its figures. */
export function quietness(loadAverage: number): string {
  return loadAverage < QUIET_LOAD_AVERAGE
    ? `${loadAverage.toFixed(2)} (quiet)`
    : `${loadAverage.toFixed(2)}, NOT quiet (${QUIET_LOAD_AVERAGE} or more): other work skews the latencies`;
}
