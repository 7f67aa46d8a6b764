import { Worker } from 'node:worker_threads';
import type {
  ConnectReport,
  SwarmCallName,
  SwarmCalls,
  SwarmMessage,
  SwarmRequest,
  ViewerSwarmConfig,
} from './viewer-protocol.ts';

const CALL_TIMEOUT_MS = 30_000;

/** The main thread's handle on the viewer swarm worker (viewer-swarm-worker.ts). */
export class ViewerSwarm {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  readonly ready: Promise<ConnectReport>;

  constructor(config: ViewerSwarmConfig) {
    this.worker = new Worker(new URL('./viewer-swarm-worker.ts', import.meta.url), {
      workerData: config,
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: SwarmMessage) => {
        if (message.type === 'ready') resolve(message.report);
        else this.settle(message);
      });
      this.worker.once('error', (error) => {
        reject(error);
        for (const { reject: rejectCall } of this.pending.values()) rejectCall(error);
        this.pending.clear();
      });
    });
  }

  call<K extends SwarmCallName>(
    call: K,
    args: SwarmCalls[K]['args'],
  ): Promise<SwarmCalls[K]['result']> {
    const id = this.nextId++;
    const request: SwarmRequest = { id, call, args };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`viewer swarm call ${call} timed out`));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as SwarmCalls[K]['result']);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await this.call('close', null).catch(() => undefined);
    await this.worker.terminate();
  }

  private settle(message: Exclude<SwarmMessage, { type: 'ready' }>): void {
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.result);
    else waiter.reject(new Error(message.message));
  }
}
