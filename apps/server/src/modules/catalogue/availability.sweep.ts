import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { restoreDueAvailability } from './availability.ts';

/**
 * Every instance sweeps on its own timer (config.availabilitySweepS): items whose end time has
 * passed are stored as available again and the vendors' screens told. Nothing waits for it: reads
 * compare the end time themselves, so a late or missed sweep costs only a late live message.
 */
export const availabilitySweepPlugin = fp(async (app: FastifyInstance) => {
  const seconds = app.config.availabilitySweepS;
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    restoreDueAvailability(app.db, app.clock())
      .catch((error) => app.log.warn({ err: error }, 'availability sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
