/**
 * At most `size` pieces of work at once; the rest wait for a slot, first come first served. A
 * finished piece hands its slot straight to the next in line, so none that came later overtakes it.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Runs `work` in a slot. `signal` gives up the wait for one (rejecting with its reason). */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.take(signal);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private take(signal: AbortSignal | undefined): Promise<void> {
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        reject(signal?.reason);
      };
      this.waiting.push(go);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }
}
