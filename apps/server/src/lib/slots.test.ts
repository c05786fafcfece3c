import { expect, it } from 'vitest';
import { Slots } from './slots.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

it('runs at most its size at once, the rest in the order they came', async () => {
  const slots = new Slots(2);
  let running = 0;
  let most = 0;
  const done: number[] = [];
  await Promise.all(
    Array.from({ length: 6 }, (_, n) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        done.push(n);
      }),
    ),
  );
  expect(most).toBe(2);
  expect(done).toEqual([0, 1, 2, 3, 4, 5]);
});

it('gives up a wait when its signal aborts, and the slot goes to the next in line', async () => {
  const slots = new Slots(1);
  let release!: () => void;
  const first = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
  const controller = new AbortController();
  const givenUp = slots.run(async () => 'ran', controller.signal);
  const next = slots.run(async () => 'next');
  controller.abort(new Error('too late'));
  await expect(givenUp).rejects.toThrow('too late');
  release();
  await first;
  await expect(next).resolves.toBe('next');
});
