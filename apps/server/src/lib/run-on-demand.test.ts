import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RunOnDemand } from './run-on-demand.ts';

function counted() {
  const runs: number[] = [];
  const runner = new RunOnDemand(
    async () => {
      runs.push(Date.now());
      await sleep(5);
    },
    (error) => {
      throw error;
    },
  );
  return { runner, runs };
}

describe('RunOnDemand', () => {
  it('runs once more for asks that came during a run, and never two runs at once', async () => {
    const { runner, runs } = counted();
    const first = runner.run();
    const during = [runner.run(), runner.run(), runner.run()];
    await Promise.all([first, ...during]);
    expect(runs).toHaveLength(2);
  });

  it('asked soon, runs once for every ask in the window, not before it ends', async () => {
    const { runner, runs } = counted();
    for (let i = 0; i < 5; i++) runner.runSoon(300);
    await sleep(20);
    runner.runSoon(300);
    expect(runs).toHaveLength(0);
    await sleep(400);
    await runner.idle();
    expect(runs).toHaveLength(1);
    // A later ask opens a window of its own.
    runner.runSoon(10);
    await sleep(40);
    await runner.idle();
    expect(runs).toHaveLength(2);
  });

  it('closing runs what was asked for soon at once, and waits for it', async () => {
    const { runner, runs } = counted();
    runner.runSoon(60_000);
    await runner.idle();
    expect(runs).toHaveLength(1);
  });
});
