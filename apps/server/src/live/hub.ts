import { LIVE_CLOSE_CODES, LIVE_SOCKET_LIMITS, type SessionEndReason } from '@larder/contract';
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

/** The WebSocket clients of this instance, by vendor; fed by LISTEN, so by every instance. */
export class LiveHub {
  private readonly clients = new Map<number, Set<WebSocket>>();
  private readonly owners = new Map<WebSocket, SocketOwner>();

  constructor(private readonly ended: SessionCheck) {}

  /** Why this owner may not open another socket here, or null when it may. */
  refusal(owner: SocketOwner): string | null {
    let perSession = 0;
    let perAddress = 0;
    for (const other of this.owners.values()) {
      if (other.tokenHash === owner.tokenHash) perSession++;
      if (other.address === owner.address) perAddress++;
    }
    if (perSession >= LIVE_SOCKET_LIMITS.perSession) return 'Too many live connections for this session';
    if (perAddress >= LIVE_SOCKET_LIMITS.perAddress) return 'Too many live connections from this address';
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
    socket.once('close', () => {
      set.delete(socket);
      this.owners.delete(socket);
      if (set.size === 0 && this.clients.get(vendorId) === set) this.clients.delete(vendorId);
    });
  }

  dispatch(envelope: LiveEnvelope) {
    const sockets = this.clients.get(envelope.vendorId);
    if (!sockets) return;
    const text = JSON.stringify(envelope.message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
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
  }
}
