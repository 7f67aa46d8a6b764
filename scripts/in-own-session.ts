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
import { constants } from 'node:os';

/** A signal this soon after the last one handed on is the same request delivered twice. */
const REPEAT_WINDOW_MS = 1000;

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write('usage: node scripts/in-own-session.ts <script> [args…]\n');
  process.exit(2);
}

let stopAsked = false;
let handedOnAt = Number.NEGATIVE_INFINITY;
const handOn = () => {
  stopAsked = true;
  const now = performance.now();
  if (now - handedOnAt < REPEAT_WINDOW_MS) return;
  handedOnAt = now;
  child.kill('SIGTERM');
};
// Handlers first: a signal that came between the spawn and them would end this process by
// default and leave the child without its stop. (They run only once this code has returned.)
for (const signal of STOP_SIGNALS) process.on(signal, handOn);

const child = spawn(process.execPath, [script, ...args], {
  // setsid(2): no controlling terminal, and neither the terminal's signals nor a signal to
  // this process group reach it or what it starts. It reads no keystrokes either.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

child.on('error', (error) => {
  process.stderr.write(`could not run ${script}: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by the SIGTERM handed on before it could handle it (it was still loading): the stop
  // that was asked for. Any other signal is a failure, reported as a shell reports it.
  if (signal === 'SIGTERM' && stopAsked) process.exit(0);
  process.exit(128 + (signal ? constants.signals[signal] : 0));
});
