import {
  type CatalogueAvailabilityMessage,
  LIVE_CLOSE_CODES,
  type LiveMessage,
  SESSION_END_REASONS,
  type SessionEndReason,
  TIMINGS_MS,
  type VendorPauseMessage,
} from '@larder/contract';
import { whenIdle } from '@/shared/lib/when-idle';
import { reconnectDelayMs, shouldReconnect } from './live-schedule';

/** What the connection needs from a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveConnectionOptions {
  /** The socket URL, or null while there is no vendor id (then retried after 5 s). */
  url: () => string | null;
  onOpen: () => void;
  onMessage: (message: LiveMessage) => void;
  /** The vendor's pause changed (someone paused or resumed, or a pause ended). */
  onVendorPause?: (message: VendorPauseMessage) => void;
  /** Items of the account's catalogue changed availability or stock count (by an order, someone, the sweep). */
  onCatalogueChange?: (message: CatalogueAvailabilityMessage) => void;
  onConnectedChange?: (connected: boolean) => void;
  /** The server closed the socket because its session ended (4401), and why: reconnecting cannot help. */
  onSessionEnded?: (reason: SessionEndReason) => void;
  createSocket?: (url: string) => SocketLike;
}

type LiveParsers = typeof import('./live-message-parsers');

/** The parsers bring zod: loaded once, when the first connection starts rather than with the page. */
let parsersLoad: Promise<LiveParsers> | undefined;
const loadParsers = () => {
  parsersLoad ??= import('./live-message-parsers').catch((error: unknown) => {
    parsersLoad = undefined;
    throw error;
  });
  return parsersLoad;
};

const OPEN = 1;
/** What the client sends every 30 s; the server answers 'pong' and counts us alive. */
export const HEARTBEAT_TEXT = 'ping';
/** Our close code for a socket that went silent: the app itself drops it and reconnects. */
export const SILENT_CLOSE_CODE = 4000;

/**
 * The live order connection (docs/product.md#live-updates): heartbeat every 30 s; no vendor id → retry in 5
 * s; a close with a code other than 1000 that the app did not ask for → reconnect after 20, 15, 10, 5, 0 s,
 * then every 300 s; a successful open resets the attempts, starts the heartbeat and calls onOpen (where the
 * app refetches the lists). A socket that answers nothing between two heartbeats (the server replies 'pong'
 * to each, and sends its own) is dead even if the browser has not noticed: it is dropped, reported as
 * disconnected and reconnected on the same schedule.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  /** Anything arrived since the last heartbeat we sent. */
  private heardSinceHeartbeat = true;
  private stopped = true;
  private parsers: LiveParsers | null = null;
  /** Its own timer: a reconnect must not cancel the next try to download the parsers. */
  private parsersRetryTimer: ReturnType<typeof setTimeout> | undefined;
  /** What arrived before the parsers did: handled in order once they are here. */
  private pending: unknown[] = [];

  constructor(private readonly options: LiveConnectionOptions) {}

  /** Reconnect attempts made since the last successful open. */
  get attemptsMade(): number {
    return this.attempts;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // After the board has painted: what arrives meanwhile waits in `pending`.
    whenIdle(() => this.loadParsers());
    this.connect();
  }

  private loadParsers(): void {
    if (this.parsers) return;
    loadParsers().then(
      (parsers) => {
        this.parsers = parsers;
        const arrived = this.pending;
        this.pending = [];
        for (const data of arrived) this.handle(data);
      },
      // A failed download (the network dropped): tried again, as a lost socket would be.
      () => {
        if (!this.stopped)
          this.parsersRetryTimer = setTimeout(() => this.loadParsers(), TIMINGS_MS.socketNoVendorRetry);
      },
    );
  }

  private handle(data: unknown): void {
    if (!this.parsers) {
      this.pending.push(data);
      return;
    }
    const message = this.parsers.parseLiveMessage(data);
    if (message) {
      this.options.onMessage(message);
      return;
    }
    const pause = this.parsers.parseVendorPauseMessage(data);
    if (pause) {
      this.options.onVendorPause?.(pause);
      return;
    }
    const catalogue = this.parsers.parseCatalogueMessage(data);
    if (catalogue) this.options.onCatalogueChange?.(catalogue);
  }

  /** Closes for good (code 1000): no reconnect follows. */
  stop(): void {
    this.stopped = true;
    this.pending = [];
    clearTimeout(this.retryTimer);
    clearTimeout(this.parsersRetryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000, 'closed by the app');
    }
    this.options.onConnectedChange?.(false);
  }

  private connect(): void {
    if (this.stopped) return;
    const url = this.options.url();
    if (!url) {
      this.retryTimer = setTimeout(() => this.connect(), TIMINGS_MS.socketNoVendorRetry);
      return;
    }
    const create = this.options.createSocket ?? ((target: string) => new WebSocket(target));
    let socket: SocketLike;
    try {
      socket = create(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.startHeartbeat();
      this.options.onConnectedChange?.(true);
      this.options.onOpen();
    };
    socket.onmessage = (event) => {
      this.heardSinceHeartbeat = true;
      this.handle(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      this.options.onConnectedChange?.(false);
      if (event.code === LIVE_CLOSE_CODES.sessionEnded) {
        const reason = SESSION_END_REASONS.find((known) => known === event.reason) ?? 'SESSION_ENDED';
        return this.options.onSessionEnded?.(reason);
      }
      if (shouldReconnect(event.code, this.stopped)) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.attempts += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempts));
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heardSinceHeartbeat = true;
    this.heartbeatTimer = setInterval(() => {
      if (!this.heardSinceHeartbeat) return this.dropSilentSocket();
      this.heardSinceHeartbeat = false;
      if (this.socket?.readyState === OPEN) this.socket.send(HEARTBEAT_TEXT);
    }, TIMINGS_MS.heartbeat);
  }

  /** A missed heartbeat: give up on this socket and reconnect as after any unexpected close. */
  private dropSilentSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(SILENT_CLOSE_CODE, 'no heartbeat');
    }
    this.options.onConnectedChange?.(false);
    this.scheduleReconnect();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }
}
