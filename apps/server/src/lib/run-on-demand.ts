/**
 * Runs a piece of work whenever asked, one run at a time per instance: a request that arrives
 * during a run gets one more run after it, so whatever happened meanwhile (an event committed, a
 * delivery came due) is never left waiting for the next timer.
 */
export class RunOnDemand {
  private running: Promise<void> | null = null;
  private again = false;
  private soon: NodeJS.Timeout | null = null;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once a run that started after this call has finished. */
  run(): Promise<void> {
    if (this.running) {
      // The loop runs once more, and that run starts after this call.
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop() {
    do {
      this.again = false;
      try {
        await this.work();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again);
  }

  /**
   * Asks for a run `ms` from now; every ask until then shares it. For wake-ups that come in
   * bursts, one per commit, where one run a moment later does the work of many.
   */
  runSoon(ms: number): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.run();
    }, ms);
  }

  /** Runs what was asked for soon at once, and waits for the run in progress (closing the server). */
  async idle() {
    if (this.soon) {
      clearTimeout(this.soon);
      this.soon = null;
      void this.run();
    }
    await this.running;
  }
}
