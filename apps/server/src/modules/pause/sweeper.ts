import { TIMINGS_MS } from '@larder/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { announceEndedPauses, autoPauseUnattended, markAttended } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pause sweep of this instance; tests call tick() with a clock they move. */
    pauseSweeper: PauseSweeper;
  }
}

/** What one sweep did. */
export interface SweepReport {
  /** Vendors whose timed pause ended and was announced. */
  ended: number[];
  /** Vendors the sweep paused for lack of an orders screen. */
  autoPaused: number[];
}

/**
 * Every instance sweeps on the heartbeat period: it records that its connected boards are there
 * (so auto-pause sees boards on any instance), announces timed pauses that have ended, and applies
 * auto-pause. Nothing here decides whether a vendor is paused: reads compare with the clock.
 */
export class PauseSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepReport> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Vendors with a live board on this instance: app.live.connectedVendorIds(). */
    private readonly connectedVendorIds: () => number[],
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  start(periodMs: number = TIMINGS_MS.heartbeat) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick().catch(() => {}), periodMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One sweep; a sweep that finds the previous one still running waits for it instead. */
  tick(): Promise<SweepReport> {
    if (this.running) return this.running;
    const run = this.sweep()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'pause sweep failed');
        throw error;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }

  private async sweep(): Promise<SweepReport> {
    const now = this.clock();
    await markAttended(this.db, this.connectedVendorIds(), now);
    const ended = await announceEndedPauses(this.db, now);
    const autoPaused = await autoPauseUnattended(this.db, now);
    return { ended, autoPaused };
  }
}

/** Registered after the live plugin: the sweep asks it which boards are connected here. */
export const pauseSweepPlugin = fp(
  async (app: FastifyInstance) => {
    const sweeper = new PauseSweeper(
      app.db,
      app.clock,
      () => app.live.connectedVendorIds(),
      app.log.child({ module: 'pause' }),
    );
    app.decorate('pauseSweeper', sweeper);
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
  },
  { name: 'larder-pause-sweep' },
);
