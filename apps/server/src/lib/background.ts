import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone out (a mail to send), so the answer's content and timing do
 * not depend on it. Failures are logged; `idle()` waits for everything started so far (closing the
 * server, and tests that look at the outcome).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>) {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `background task failed: ${what}`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async idle() {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
