import type { WebSocket } from 'ws';
import type { LiveEnvelope } from './publish.ts';

/** The WebSocket clients of this instance, by vendor; fed by LISTEN, so by every instance. */
export class LiveHub {
  private readonly clients = new Map<number, Set<WebSocket>>();

  add(vendorId: number, socket: WebSocket) {
    let set = this.clients.get(vendorId);
    if (!set) {
      set = new Set();
      this.clients.set(vendorId, set);
    }
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.clients.get(vendorId) === set) this.clients.delete(vendorId);
    });
  }

  dispatch(envelope: LiveEnvelope) {
    const sockets = this.clients.get(envelope.vendorId);
    if (!sockets) return;
    const text = JSON.stringify(envelope.message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
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
  }
}
