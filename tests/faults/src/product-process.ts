import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@wishwall/local-infra/free-port';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 300;

export interface ProductEnvironment {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  captchaAnswer: string;
  uploadsDir: string;
}

/**
 * The whole product as `pnpm start` runs it (API, gateway and worker in one process), on a
 * port that stays the same across restarts, so clients and live viewers reconnect to the
 * same URL after a kill. The process can be paused, resumed and killed like a real one.
 */
export class ProductProcess {
  readonly url: string;
  /** The gateway's `/metrics`, served when `METRICS_TOKEN` is set (scripts/start.ts). */
  readonly gatewayMetricsUrl: string;
  private readonly port: number;
  private readonly metricsPorts: { gateway: number; worker: number };
  private readonly environment: ProductEnvironment;
  private readonly lines: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private expectingExit = false;
  /** Exits nobody asked for: a crash, with its code or signal. */
  readonly crashes: string[] = [];

  private constructor(
    port: number,
    metricsPorts: { gateway: number; worker: number },
    environment: ProductEnvironment,
  ) {
    this.port = port;
    this.metricsPorts = metricsPorts;
    this.environment = environment;
    this.url = `http://127.0.0.1:${port}`;
    this.gatewayMetricsUrl = `http://127.0.0.1:${metricsPorts.gateway}/metrics`;
  }

  static async start(environment: ProductEnvironment, cleanup: CleanupStack) {
    // Ports of its own for the gateway's and the worker's metrics too, which the product
    // serves when METRICS_TOKEN is set: two runs side by side must not meet on the defaults.
    const metricsPorts = { gateway: await freePort(), worker: await freePort() };
    const product = new ProductProcess(await freePort(), metricsPorts, environment);
    cleanup.push('stop the product', () => product.stop());
    await product.launch();
    return product;
  }

  /** Spawns the process and resolves once /readyz answers (Postgres and Redis reachable). */
  async launch(): Promise<void> {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        GATEWAY_PORT: String(this.metricsPorts.gateway),
        WORKER_PORT: String(this.metricsPorts.worker),
        PUBLIC_URL: '',
        DATABASE_URL: this.environment.databaseUrl,
        REDIS_URL: this.environment.redisUrl,
        REDIS_PREFIX: 'faults',
        SMTP_URL: this.environment.smtpUrl,
        OUTBOX_POLL_MS: '250',
        CAPTCHA_TEST_ANSWER: this.environment.captchaAnswer,
        // Each simulated user comes from an address of its own (X-Forwarded-For).
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        UPLOADS_DIR: this.environment.uploadsDir,
        // Node's options for the product alone, not the test's process (docs/reliability.md).
        ...(process.env['PRODUCT_NODE_OPTIONS'] !== undefined && {
          NODE_OPTIONS: process.env['PRODUCT_NODE_OPTIONS'],
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - OUTPUT_LINES_KEPT));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // Never outlive the test process, however it ends.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        process.off('exit', killOnExit);
        if (!this.expectingExit) this.crashes.push(`exited with ${signal ?? `code ${code}`}`);
        resolve();
      }),
    );
    this.expectingExit = false;
    this.child = child;
    await this.waitUntilReady();
  }

  /** The running process's id (undefined when it is not running). */
  get pid(): number | undefined {
    return this.isRunning() ? this.child?.pid : undefined;
  }

  /** SIGSTOP: the process keeps its sockets but answers nothing. */
  pause(): void {
    this.signal('SIGSTOP');
  }

  resume(): void {
    this.signal('SIGCONT');
  }

  /** SIGKILL: no graceful shutdown, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    this.expectingExit = true;
    this.signal('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.isRunning()) return;
    this.expectingExit = true;
    this.signal('SIGCONT');
    this.signal('SIGTERM');
    const stopped = await Promise.race([
      this.exited.then(() => true),
      sleep(STOP_TIMEOUT_MS, false),
    ]);
    if (!stopped) await this.kill();
  }

  /** The process's latest log lines, for a failing test to show. */
  output(): string {
    return this.lines.join('\n');
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && this.isRunning()) {
      const ready = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error(`the product did not become ready:\n${this.output()}`);
  }

  private isRunning(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  private signal(signal: NodeJS.Signals): void {
    if (this.isRunning()) this.child!.kill(signal);
  }
}
