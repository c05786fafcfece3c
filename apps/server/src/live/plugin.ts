import { can, SESSION_COOKIE, TIMINGS_MS } from '@larder/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { resolveSession } from '../modules/auth/service.ts';
import { type ActiveOrdersCache, ordersCacheOf } from '../modules/orders/list-cache.ts';
import { LiveHub } from './hub.ts';
import { LIVE_CHANNEL, type LiveEnvelope } from './publish.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ordersCache: ActiveOrdersCache;
  }
}

function parseEnvelope(payload: string): LiveEnvelope | null {
  try {
    const envelope = JSON.parse(payload) as LiveEnvelope;
    return Number.isInteger(envelope?.vendorId) ? envelope : null;
  } catch {
    return null;
  }
}

/** RFC 6455 close code 1008: the connection violates policy (no session, not your vendor). */
export const POLICY_VIOLATION = 1008;

const SocketQuery = z.object({ vendorId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /api/vendor/socket?vendorId= — live order events for one vendor. Every instance LISTENs on
 * one channel and forwards each NOTIFY to its own clients of that vendor.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const hub = new LiveHub();
  app.decorate('live', hub);
  const ordersCache = ordersCacheOf(app.db);
  app.decorate('ordersCache', ordersCache);
  const unlisten = await app.database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const envelope = parseEnvelope(payload);
      if (!envelope) return;
      ordersCache.invalidate(envelope.vendorId);
      hub.dispatch(envelope);
    },
    // Notifications sent while the LISTEN connection was down are lost: forget every cached list.
    () => ordersCache.clear(),
  );
  app.addHook('onClose', async () => {
    hub.closeAll();
    await unlisten();
  });

  app.get(
    '/api/vendor/socket',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    async (socket, request) => {
      // Listeners are attached before the first await: ws drops messages that arrive while no
      // listener exists, and a client may send its first heartbeat right after the upgrade.
      let lastHeard = Date.now();
      socket.on('message', (data) => {
        lastHeard = Date.now();
        if (data.toString() === 'ping') socket.send('pong');
      });
      let heartbeat: NodeJS.Timeout | undefined;
      socket.on('close', () => clearInterval(heartbeat));

      // The session is checked here rather than by the access hook, so that a refused client gets
      // a close code it can act on instead of a failed HTTP upgrade.
      const query = SocketQuery.safeParse(request.query);
      const token = request.cookies[SESSION_COOKIE];
      const auth = token ? await resolveSession(app.db, token) : null;
      if (!auth || !can(auth.role, 'orders.view')) return socket.close(POLICY_VIOLATION, 'Please sign in');
      if (!query.success || !auth.vendorIds.includes(query.data.vendorId)) {
        return socket.close(POLICY_VIOLATION, 'Unknown vendor');
      }
      if (socket.readyState !== socket.OPEN) return;
      hub.add(query.data.vendorId, socket);

      // Both sides send a text heartbeat; a client silent for two periods is gone.
      heartbeat = setInterval(() => {
        if (Date.now() - lastHeard > 2 * TIMINGS_MS.heartbeat + 5000) return socket.terminate();
        socket.send('heartbeat');
      }, TIMINGS_MS.heartbeat);
    },
  );
});
