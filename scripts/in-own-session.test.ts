import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const LAUNCHER = path.join(import.meta.dirname, 'in-own-session.ts');
/** How long the stand-in script lingers after its first stop signal, still listening. */
const LINGER_MS = 3000;

/**
 * Stands in for scripts/start.ts. It starts a "server" child, which stays in the script's
 * process group as the embedded Postgres does, says which signals reach either of them, and on
 * its first stop signal lingers LINGER_MS (still saying what reaches it) before it stops the
 * server and exits 0. With the argument `fail` it exits 3 on its own once the server is up.
 */
const SCRIPT = `
import { spawn } from 'node:child_process';
const say = (line) => process.stdout.write(line + '\\n');
say('script pid ' + process.pid);
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
    setTimeout(() => { server.kill('SIGKILL'); process.exit(0); }, ${LINGER_MS});
  });
}
`;

let dir: string;
let script: string;
/** Process groups a case started: killed after it, whatever became of it. */
const groups: number[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wishwall-own-session-'));
  script = path.join(dir, 'script.mjs');
  await writeFile(script, SCRIPT);
});

afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Job {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited and its output is all read. */
  closed: Promise<number | null>;
}

/** Started as a terminal starts a command: the leader of a process group of its own. */
function startAsForegroundJob(args: string[]): Job {
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid!);
  let output = '';
  const read = (data: Buffer) => {
    output += data.toString();
    // The script leads a group of its own under the launcher.
    const pid = /script pid (\d+)/.exec(data.toString())?.[1];
    if (pid) groups.push(Number(pid));
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const closed = once(child, 'close').then(([code]) => code as number | null);
  return { child, output: () => output, closed };
}

const stopsSeen = (job: Job) => job.output().match(/script got \w+/g) ?? [];

describe('in-own-session', () => {
  it('hands a Ctrl-C to the script once, never to its servers, and a later one again', async () => {
    const job = startAsForegroundJob([LAUNCHER, script]);
    await expect.poll(job.output, { timeout: 10_000 }).toContain('server ready');

    // The terminal signals the whole group; pnpm then forwards the signal once more, a moment
    // later (sent at once, the two would be one pending signal).
    process.kill(-job.child.pid!, 'SIGINT');
    await sleep(100);
    process.kill(job.child.pid!, 'SIGINT');
    await expect.poll(() => stopsSeen(job), { timeout: 5_000 }).toEqual(['script got SIGTERM']);

    // Pressed again after the repeat window: an impatient user, handed on.
    await sleep(1200);
    process.kill(-job.child.pid!, 'SIGINT');

    expect(await job.closed).toBe(0);
    expect(stopsSeen(job)).toEqual(['script got SIGTERM', 'script got SIGTERM']);
    expect(job.output()).not.toContain('server got');
  });

  it('without it, the terminal’s signal reaches the servers too', async () => {
    const job = startAsForegroundJob([script]);
    await expect.poll(job.output, { timeout: 10_000 }).toContain('server ready');

    process.kill(-job.child.pid!, 'SIGINT');

    expect(await job.closed).toBe(0);
    expect(job.output()).toContain('server got SIGINT');
  });

  it('exits with the script’s own exit code', async () => {
    const job = startAsForegroundJob([LAUNCHER, script, 'fail']);
    expect(await job.closed).toBe(3);
  });
});
