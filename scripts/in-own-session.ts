// `node scripts/in-own-session.ts <script> [args…]`: runs `node <script> [args…]` in a session
// of its own and hands it one SIGTERM when this process is told to stop (`pnpm start` runs
// scripts/start.ts this way).
//
// Ctrl-C in a terminal signals its whole foreground process group: pnpm, the script and the
// servers the script started — the embedded Postgres shuts down at once under the API and
// worker still closing, which log their connections "terminated by administrator command",
// and pnpm forwards the signal a second time, which the script takes for an impatient second
// Ctrl-C. In a session of its own the script is told once, by this process, and stops its
// servers itself, in order. A second stop asked for later than REPEAT_WINDOW_MS after the
// first is handed on too: the script's own handler then exits at once
// (packages/observability/src/shutdown.ts). If this process dies, the script's IPC channel
// closes and it stops itself (scripts/start.ts).
import { spawn } from 'node:child_process';

/** A signal this soon after the last one handed on is the same request delivered twice. */
const REPEAT_WINDOW_MS = 1000;

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write('usage: node scripts/in-own-session.ts <script> [args…]\n');
  process.exit(2);
}

const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
  // setsid(2): no controlling terminal, and neither the terminal's signals nor a signal to
  // this process group reach it or what it starts.
  detached: true,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});

let handedOnAt = Number.NEGATIVE_INFINITY;
const handOn = () => {
  const now = performance.now();
  if (now - handedOnAt < REPEAT_WINDOW_MS) return;
  handedOnAt = now;
  child.kill('SIGTERM');
};
for (const signal of STOP_SIGNALS) process.on(signal, handOn);

child.on('error', (error) => {
  process.stderr.write(`could not start ${script}: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
