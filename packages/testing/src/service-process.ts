import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServiceProcess {
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has gone. */
  stop(): Promise<number | null>;
}

/**
 * Runs a service's `main.ts` as a real process, as production does, and waits until its
 * health endpoint answers.
 */
export async function startServiceProcess(
  entry: string,
  env: Record<string, string>,
  healthUrl: string,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const service: ServiceProcess = {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(healthUrl)).ok) return service;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await service.stop();
  throw new Error(`${entry} did not become healthy:\n${output}`);
}
