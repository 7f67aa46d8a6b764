import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  OVERVIEW_CLOSE,
  type AdminOverviewDto,
  type OverviewSocketMessage,
} from '@wishwall/contracts/admin.dto';
import { hasSecondFactor } from '@wishwall/contracts/token-claims';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { isRecentAuthentication } from '@wishwall/domain/step-up';
import { holdsOperatorFactor } from '../security/operator-only.ts';
import type { OverviewTickets } from '../security/overview-tickets.ts';
import type { SessionClaims } from '../security/token.service.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** How often the figures are read and pushed, and every open socket's session checked again. */
export const OVERVIEW_PUSH_MS = 1000;
/** A socket that has not sent its ticket by then is closed. */
export const OVERVIEW_TICKET_WAIT_MS = 5000;

type CloseReason = keyof typeof OVERVIEW_CLOSE;

interface OverviewSocketsDeps {
  db: Db;
  tickets: OverviewTickets;
  overview: AdminOverviewService;
  stepUpHours: number;
  log: FastifyBaseLogger;
}

interface Subscriber {
  socket: WebSocket;
  claims: SessionClaims;
}

/**
 * The console's live overview over plain WebSockets (`@fastify/websocket`,
 * docs/decisions/0051-console-live-overview.md). A socket starts unauthenticated and must
 * send `{"type":"auth","ticket":…}` first; the ticket is redeemed once and stands for the
 * session that asked for it. While any socket is open, one loop in the process reads the
 * figures once a second, checks every open socket's session in one statement (revoked or
 * signed out, a newer token version, no longer an operator, the second factor older than the
 * step-up window, the token expired) and pushes the figures to those still allowed; the
 * others are closed with a code that says why.
 */
export class OverviewSockets {
  private readonly subscribers = new Set<Subscriber>();
  private readonly users: UserRepository;
  private timer: NodeJS.Timeout | undefined;
  private latest: AdminOverviewDto | undefined;
  private stopped = false;
  private readonly deps: OverviewSocketsDeps;

  constructor(deps: OverviewSocketsDeps) {
    this.deps = deps;
    this.users = new UserRepository(deps.db);
  }

  /** Open sockets that passed their ticket. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Takes a socket just upgraded: waits for its ticket, then feeds it. */
  accept(socket: WebSocket): void {
    const wait = setTimeout(() => close(socket, 'ticket'), OVERVIEW_TICKET_WAIT_MS);
    socket.once('close', () => clearTimeout(wait));
    socket.once('message', (data: Buffer) => {
      clearTimeout(wait);
      void this.authenticate(socket, data.toString()).catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'overview socket could not start');
        close(socket, 'ticket');
      });
    });
  }

  /** Stops the loop (the sockets themselves are closed by the server). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.subscribers.clear();
  }

  private async authenticate(socket: WebSocket, text: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return close(socket, 'ticket');
    }
    const ticket =
      typeof message === 'object' && message !== null && 'ticket' in message
        ? message.ticket
        : undefined;
    const claims = await this.deps.tickets.redeem(ticket);
    if (!claims) return close(socket, 'ticket');
    const [user] = await this.users.findSessionsUnlessRevoked([
      { userId: claims.sub, jti: claims.jti },
    ]);
    const refusal = this.refusal(claims, user, new Date());
    if (refusal) return close(socket, refusal);
    if (socket.readyState !== socket.OPEN) return;
    const subscriber = { socket, claims };
    this.subscribers.add(subscriber);
    socket.once('close', () => this.subscribers.delete(subscriber));
    // Anything sent after the ticket is ignored.
    socket.on('message', () => {});
    if (this.latest) send(socket, { type: 'overview', data: this.latest });
    if (!this.timer) void this.tick();
  }

  /** Why the session may no longer watch, or undefined when it may. */
  private refusal(
    claims: SessionClaims,
    user: UserRow | undefined,
    now: Date,
  ): CloseReason | undefined {
    if (!user) return 'session_ended';
    if (user.role !== 'admin' || !holdsOperatorFactor(user) || !hasSecondFactor(claims.amr)) {
      return 'not_operator';
    }
    if (user.token_version !== claims.ver || claims.exp * 1000 <= now.getTime()) {
      return 'session_ended';
    }
    if (!isRecentAuthentication(claims.auth_time, now, this.deps.stepUpHours)) {
      return 'step_up_required';
    }
    return undefined;
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.stopped || this.subscribers.size === 0) {
      this.latest = undefined;
      return;
    }
    const started = Date.now();
    try {
      await this.push();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'overview push failed');
      for (const { socket } of this.subscribers) send(socket, { type: 'unavailable' });
    }
    if (this.stopped || this.subscribers.size === 0) return;
    this.timer = setTimeout(
      () => void this.tick(),
      Math.max(0, OVERVIEW_PUSH_MS - (Date.now() - started)),
    );
  }

  private async push(): Promise<void> {
    const subscribers = [...this.subscribers];
    const [users, figures] = await Promise.all([
      this.users.findSessionsUnlessRevoked(
        subscribers.map(({ claims }) => ({ userId: claims.sub, jti: claims.jti })),
      ),
      this.deps.overview.overview(),
    ]);
    this.latest = figures;
    const now = new Date();
    subscribers.forEach((subscriber, index) => {
      const refusal = this.refusal(subscriber.claims, users[index], now);
      if (refusal) {
        this.subscribers.delete(subscriber);
        close(subscriber.socket, refusal);
      } else {
        send(subscriber.socket, { type: 'overview', data: figures });
      }
    });
  }
}

function send(socket: WebSocket, message: OverviewSocketMessage | { type: 'unavailable' }): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function close(socket: WebSocket, reason: CloseReason): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
    socket.close(OVERVIEW_CLOSE[reason], reason);
  }
}
