import net from 'node:net';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';

/**
 * A TCP relay between the product and the mail catcher that can hold mail back, as a mail
 * provider that stalls would: while held, new SMTP connections wait unanswered (well within
 * nodemailer's greeting timeout), so mail jobs pile up in the queue; on release they go on.
 */
export class MailGate {
  readonly smtpUrl: string;
  private readonly server: net.Server;
  private readonly target: { host: string; port: number };
  private readonly sockets = new Set<net.Socket>();
  private waiting: net.Socket[] = [];
  private held = false;

  private constructor(server: net.Server, target: { host: string; port: number }) {
    this.server = server;
    this.target = target;
    const address = server.address() as net.AddressInfo;
    this.smtpUrl = `smtp://127.0.0.1:${address.port}`;
  }

  static async start(targetSmtpUrl: string, cleanup: CleanupStack): Promise<MailGate> {
    const url = new URL(targetSmtpUrl);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const gate = new MailGate(server, { host: url.hostname, port: Number(url.port) });
    server.on('connection', (socket) => gate.accept(socket));
    cleanup.push('stop the mail gate', () => gate.stop());
    return gate;
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const socket of waiting) this.relay(socket);
  }

  private accept(socket: net.Socket): void {
    this.track(socket);
    if (this.held) this.waiting.push(socket);
    else this.relay(socket);
  }

  private relay(socket: net.Socket): void {
    if (socket.destroyed) return;
    const upstream = this.track(net.connect(this.target.port, this.target.host));
    socket.pipe(upstream).pipe(socket);
    // Either side closing or failing ends the conversation on both.
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
    return socket;
  }

  private async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
