import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LAUNCHER = path.join(import.meta.dirname, 'in-own-session.ts');

/**
 * Stands in for scripts/start.ts: it starts a "server" as a child in its own process group, as
 * the embedded Postgres is started, says which signals reach either of them, and on its first
 * stop signal stops the server itself and exits 0 a second later (so a repeated signal, or a
 * line the server printed, is still seen). With the argument `fail` it exits 3 on its own once
 * the server is up.
 */
const SCRIPT = `
import { spawn } from 'node:child_process';
const say = (line) => process.stdout.write(line + '\\n');
const server = spawn(process.execPath, ['-e', \`
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.stdout.write('server got ' + signal + '\\\\n'));
  setInterval(() => {}, 1000);
  process.stdout.write('server ready\\\\n');
\`], { stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', (data) => {
  process.stdout.write(data);
  if (process.argv[2] === 'fail' && String(data).includes('server ready')) {
    server.kill('SIGKILL');
    process.exit(3);
  }
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say('script got ' + signal);
    if (stopping) return;
    stopping = true;
    setTimeout(() => { server.kill('SIGKILL'); process.exit(0); }, 1000);
  });
}
`;

let dir: string;
let script: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wishwall-own-session-'));
  script = path.join(dir, 'script.mjs');
  await writeFile(script, SCRIPT);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Started as a terminal starts a command: the leader of a process group of its own. */
function startAsForegroundJob(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  return { child, output: () => output };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('in-own-session', () => {
  it('hands a Ctrl-C to the script once, and the servers it started never see it', async () => {
    const job = startAsForegroundJob([LAUNCHER, script]);
    await expect.poll(job.output, { timeout: 10_000 }).toContain('server ready');

    // The terminal signals the whole group; pnpm then forwards the signal once more, a moment
    // later (sent at once, the two would be one pending signal).
    process.kill(-job.child.pid!, 'SIGINT');
    await sleep(100);
    process.kill(job.child.pid!, 'SIGINT');

    expect(await exitOf(job.child)).toBe(0);
    expect(job.output().match(/script got \w+/g)).toEqual(['script got SIGTERM']);
    expect(job.output()).not.toContain('server got');
  });

  it('without it, the terminal’s signal reaches the servers too', async () => {
    const job = startAsForegroundJob([script]);
    await expect.poll(job.output, { timeout: 10_000 }).toContain('server ready');

    process.kill(-job.child.pid!, 'SIGINT');

    expect(await exitOf(job.child)).toBe(0);
    expect(job.output()).toContain('server got SIGINT');
  });

  it('exits with the script’s own exit code', async () => {
    const job = startAsForegroundJob([LAUNCHER, script, 'fail']);
    expect(await exitOf(job.child)).toBe(3);
  });
});
