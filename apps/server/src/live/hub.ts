import { LIVE_CLOSE_CODES, type SessionEndReason } from '@larder/contract';
import type { WebSocket } from 'ws';
import type { LiveEnvelope } from './publish.ts';

/** Who opened a socket: the session it lives on and the address it came from. */
export interface SocketOwner {
  userId: number;
  tokenHash: string;
  address: string;
}

/** Of these session token hashes, the ones no longer good, with why when known. */
export type SessionCheck = (tokenHashes: string[]) => Promise<Map<string, SessionEndReason | null>>;

/** How many sockets one session and one client address may hold on this instance. */
export interface SocketLimits {
  perSession: number;
  perAddress: number;
}

/** The WebSocket clients of this instance, by vendor; fed by LISTEN, so by every instance. */
export class LiveHub {
  private readonly clients = new Map<number, Set<WebSocket>>();
  private readonly owners = new Map<WebSocket, SocketOwner>();
  // Counted as sockets come and go, so a refusal costs no walk over every socket (a reconnect
  // storm after a restart would otherwise be quadratic).
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly ended: SessionCheck,
    private readonly limits: SocketLimits,
  ) {}

  /** Why this owner may not open another socket here, or null when it may. */
  refusal(owner: SocketOwner): string | null {
    if ((this.bySession.get(owner.tokenHash) ?? 0) >= this.limits.perSession) {
      return 'Too many live connections for this session';
    }
    if ((this.byAddress.get(owner.address) ?? 0) >= this.limits.perAddress) {
      return 'Too many live connections from this address';
    }
    return null;
  }

  add(vendorId: number, socket: WebSocket, owner: SocketOwner) {
    let set = this.clients.get(vendorId);
    if (!set) {
      set = new Set();
      this.clients.set(vendorId, set);
    }
    set.add(socket);
    this.owners.set(socket, owner);
    count(this.bySession, owner.tokenHash, 1);
    count(this.byAddress, owner.address, 1);
    socket.once('close', () => {
      set.delete(socket);
      // closeAll has already forgotten every owner and count.
      if (this.owners.delete(socket)) {
        count(this.bySession, owner.tokenHash, -1);
        count(this.byAddress, owner.address, -1);
      }
      if (set.size === 0 && this.clients.get(vendorId) === set) this.clients.delete(vendorId);
    });
  }

  dispatch(envelope: LiveEnvelope) {
    const sockets = this.clients.get(envelope.vendorId);
    if (!sockets) return;
    // Encoded once for every socket: a string would be measured and encoded again per socket.
    const text = Buffer.from(JSON.stringify(envelope.message));
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text, { binary: false });
  }

  /**
   * Closes, with 4401, the sockets whose session is no longer good: of the given users after a
   * NOTIFY that their sessions ended, or of everyone on the periodic sweep (idle timeouts).
   */
  async closeEndedSessions(userIds?: readonly number[], reason: SessionEndReason = 'SESSION_ENDED') {
    const wanted = userIds ? new Set(userIds) : null;
    const candidates = [...this.owners].filter(([, owner]) => !wanted || wanted.has(owner.userId));
    if (candidates.length === 0) return;
    const ended = await this.ended([...new Set(candidates.map(([, owner]) => owner.tokenHash))]);
    for (const [socket, owner] of candidates) {
      // The close reason is what the sign-in page tells the user.
      if (ended.has(owner.tokenHash)) {
        socket.close(LIVE_CLOSE_CODES.sessionEnded, ended.get(owner.tokenHash) ?? reason);
      }
    }
  }

  /** Vendors with at least one connected client on this instance (demo mode plays for them). */
  connectedVendorIds(): number[] {
    return [...this.clients.keys()];
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  closeAll() {
    for (const set of this.clients.values())
      for (const socket of set) socket.close(1001, 'server shutting down');
    this.clients.clear();
    this.owners.clear();
    this.bySession.clear();
    this.byAddress.clear();
  }
}

function count(counts: Map<string, number>, key: string, by: 1 | -1) {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
