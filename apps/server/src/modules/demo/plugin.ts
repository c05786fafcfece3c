import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DemoPlayer } from './player.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Demo mode: the marketplace the server plays for accounts with liveMode=false. */
    demo: DemoPlayer;
  }
}

/**
 * Starts demo mode when the server is ready (DEMO_ORDER_INTERVAL_S > 0) and stops it on close,
 * before the database goes. Registered after the live plugin: it plays for connected vendors.
 */
export const demoPlugin = fp(
  async (app: FastifyInstance) => {
    const player = new DemoPlayer(app.db, () => app.live.connectedVendorIds(), {
      intervalS: app.config.demoOrderIntervalS,
      log: app.log.child({ module: 'demo' }),
    });
    app.decorate('demo', player);
    app.addHook('onReady', async () => player.start());
    app.addHook('onClose', async () => player.stop());
  },
  { name: 'larder-demo' },
);
