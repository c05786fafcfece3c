/**
 * The outbox's moving parts on every instance: the sequencer runs shortly after a commit that
 * wrote events NOTIFYs (and on a slow poll, in case a notification was missed while the LISTEN
 * connection was down), and old events are pruned once an hour.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RunOnDemand } from '../../lib/run-on-demand.ts';
import { pruneEvents } from './feed.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';
import { sequenceEvents } from './sequencer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Positions every event committed so far; resolves when done. Reads of the feed wait for it. */
      sequence(): Promise<void>;
    };
  }
}

/** A missed NOTIFY delays an event's position by at most this long. */
const SEQUENCE_POLL_MS = 2000;
/**
 * A commit's NOTIFY wakes the sequencer this much later, so the commits of a busy evening share
 * its transaction (six statements a run, on every instance) instead of one each. A reader of the
 * feed does not wait for it: it sequences at once (routes.ts).
 */
const SEQUENCE_GATHER_MS = 50;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new RunOnDemand(
      () => sequenceEvents(app.db, app.clock()),
      (error) => app.log.error({ err: error }, 'event sequencer failed'),
    );
    const sequence = () => runner.run();
    app.decorate('outbox', { sequence });

    const unlisten = await app.database.listen(
      OUTBOX_CHANNEL,
      () => runner.runSoon(SEQUENCE_GATHER_MS),
      () => void sequence(),
    );
    const poll = setInterval(() => void sequence(), SEQUENCE_POLL_MS);
    poll.unref();
    const prune = setInterval(() => {
      pruneEvents(app.db, app.clock()).catch((error: unknown) =>
        app.log.error({ err: error }, 'event pruning failed'),
      );
    }, PRUNE_EVERY_MS);
    prune.unref();
    // Events committed while no instance was running get their positions at start.
    app.addHook('onReady', async () => void sequence());
    app.addHook('onClose', async () => {
      clearInterval(poll);
      clearInterval(prune);
      await unlisten();
      await runner.idle();
    });
  },
  { name: 'larder-outbox' },
);
