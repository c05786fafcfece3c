/**
 * Runs a piece of work whenever asked, one run at a time per instance: a request that arrives
 * during a run gets one more run after it, so whatever happened meanwhile (an event committed, a
 * delivery came due) is never left waiting for the next timer.
 */
export class RunOnDemand {
  private running: Promise<void> | null = null;
  private again = false;

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

  /** Waits for the run in progress, if any (closing the server). */
  async idle() {
    await this.running;
  }
}
