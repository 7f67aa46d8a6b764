import { fork } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BaselineProcess {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

/** Starts the baseline server (baseline-server-main.ts) in a child process. */
export async function startBaselineProcess(databaseUrl: string): Promise<BaselineProcess> {
  const child = fork(path.join(import.meta.dirname, 'baseline-server-main.ts'), {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the baseline server did not start')),
      START_TIMEOUT_MS,
    );
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve(message.url);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the baseline server exited at start'));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.disconnect();
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
