/**
 * Every instance delivers webhooks: it looks for due deliveries when the sequencer announces new
 * ones (NOTIFY, so delivery starts with the change's commit, not at the next poll), when a
 * delivery finishes (the next one of its order may be due), and every `webhookPollMs` for retries
 * that come due by time and leases that expired.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEBHOOK_CHANNEL } from '../events/sequencer.ts';
import { Dispatcher, type DispatchOptions } from './dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /** Sends every delivery due at the app's clock; resolves when none is left. Tests call it. */
      dispatch(): Promise<void>;
      /** Looks for due deliveries now, without waiting for them to be sent. */
      look(): Promise<void>;
    };
  }
}

export const webhooksPlugin = fp(
  async (app: FastifyInstance, options: Partial<DispatchOptions>) => {
    const dispatchOptions: DispatchOptions = { allowPrivate: app.config.webhookAllowPrivate, ...options };
    const dispatcher = new Dispatcher(app.db, app.clock, dispatchOptions, (error) =>
      app.log.error({ err: error }, 'webhook delivery failed'),
    );
    app.decorate('webhooks', { dispatch: () => dispatcher.drain(), look: () => dispatcher.look() });
    const pollMs = app.config.webhookPollMs;
    if (pollMs === 0) {
      app.addHook('onClose', () => dispatcher.idle());
      return;
    }
    const look = () => void dispatcher.look();
    const unlisten = await app.database.listen(WEBHOOK_CHANNEL, look, look);
    const poll = setInterval(look, pollMs);
    poll.unref();
    app.addHook('onReady', async () => look());
    app.addHook('onClose', async () => {
      clearInterval(poll);
      await unlisten();
      await dispatcher.idle();
    });
  },
  { name: 'larder-webhooks' },
);
