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
