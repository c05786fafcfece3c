import fastifyWebsocket from '@fastify/websocket';
import {
  can,
  Id,
  LIVE_CLOSE_CODES,
  LIVE_SOCKET_LIMITS,
  SESSION_COOKIE,
  SESSION_END_REASONS,
  type SessionEndReason,
  TIMINGS_MS,
} from '@larder/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { cookieOf } from '../lib/cookies.ts';
import { resolveSession } from '../modules/auth/service.ts';
import { endedSessionHashes } from '../modules/auth/sessions.ts';
import { type ActiveOrdersCache, ordersCacheOf } from '../modules/orders/list-cache.ts';
import { LiveHub } from './hub.ts';
import { LIVE_CHANNEL, type LiveNotice } from './publish.ts';
import { forgetStale, staleOrders } from './stale.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ordersCache: ActiveOrdersCache;
  }
}

function parseNotice(payload: string): LiveNotice | null {
  try {
    const notice = JSON.parse(payload) as LiveNotice;
    if ('sessionsEnded' in notice) {
      const { userIds, reason } = notice.sessionsEnded ?? {};
      const knownReason = reason === undefined || SESSION_END_REASONS.includes(reason);
      return Array.isArray(userIds) && knownReason ? notice : null;
    }
    if ('stale' in notice) {
      const { users, accounts, catalogues, orders = [] } = notice.stale ?? {};
      if (![users, accounts, catalogues, orders].every(Array.isArray)) return null;
      return { stale: { users, accounts, catalogues, orders } };
    }
    return Number.isInteger(notice?.vendorId) ? notice : null;
  } catch {
    return null;
  }
}

/** RFC 6455 close code 1008: the connection violates policy (no session, not your vendor). */
export const POLICY_VIOLATION = LIVE_CLOSE_CODES.policyViolation;

const SocketQuery = z.object({ vendorId: Id });

/**
 * GET /api/vendor/socket?vendorId= — live order events for one vendor. Every instance LISTENs on
 * one channel and forwards each NOTIFY to its own clients of that vendor.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const hub = new LiveHub((tokenHashes) => endedSessionHashes(app.db, tokenHashes), {
    perSession: LIVE_SOCKET_LIMITS.perSession,
    perAddress: app.config.liveSocketsPerAddress,
  });
  app.decorate('live', hub);
  const closeEnded = (userIds?: number[], reason?: SessionEndReason) =>
    hub.closeEndedSessions(userIds, reason).catch((error) => {
      app.log.warn({ err: error }, 'live: could not check the sessions of open sockets');
    });
  app.decorate('ordersCache', ordersCacheOf(app.db));
  const unlisten = await app.database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const notice = parseNotice(payload);
      if (!notice) return;
      if ('stale' in notice) return forgetStale(app.db, notice.stale);
      if ('sessionsEnded' in notice) {
        const users = notice.sessionsEnded.userIds;
        forgetStale(app.db, { users, accounts: [], catalogues: [], orders: [] });
        return void closeEnded(users, notice.sessionsEnded.reason);
      }
      // A vendor's live message names its order list stale (live/stale.ts).
      forgetStale(app.db, staleOrders([notice.vendorId]));
      hub.dispatch(notice);
    },
    // Notifications sent while the LISTEN connection was down are lost: forget every cached copy
    // and re-check every socket's session.
    () => {
      forgetStale(app.db, 'everything');
      void closeEnded();
    },
  );
  // Sessions that time out end without a NOTIFY; the sweep closes their sockets.
  const sweep = setInterval(() => void closeEnded(), TIMINGS_MS.heartbeat);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    hub.closeAll();
    await unlisten();
  });

  // The socket plugin hooks every request of its context (onRequest, onResponse): it is registered
  // beside the one route that upgrades, so no other answer pays for it.
  await app.register(async (sockets) => {
    await sockets.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    // The app offers what the plugin gives its own instance: tests open sockets with injectWS.
    app.decorate('injectWS', sockets.injectWS);
    sockets.get(
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
        const token = cookieOf(request, SESSION_COOKIE);
        const auth = token ? await resolveSession(app.db, token) : null;
        if (!auth || !can(auth.role, 'orders.view')) return socket.close(POLICY_VIOLATION, 'Please sign in');
        if (!query.success || !auth.vendorIds.includes(query.data.vendorId)) {
          return socket.close(POLICY_VIOLATION, 'Unknown vendor');
        }
        if (socket.readyState !== socket.OPEN) return;
        const owner = { userId: auth.userId, tokenHash: auth.tokenHash, address: request.ip };
        const refusal = hub.refusal(owner);
        if (refusal) return socket.close(POLICY_VIOLATION, refusal);
        hub.add(query.data.vendorId, socket, owner);

        // Both sides send a text heartbeat; a client silent for two periods is gone.
        heartbeat = setInterval(() => {
          if (Date.now() - lastHeard > 2 * TIMINGS_MS.heartbeat + 5000) return socket.terminate();
          socket.send('heartbeat');
        }, TIMINGS_MS.heartbeat);
      },
    );
  });
});
