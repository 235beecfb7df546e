import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A task that records how many tasks were running alongside it and finishes when told to. */
function probe() {
  let running = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const task = (result: number) => async () => {
    running++;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return result;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return {
    task,
    tick,
    get peak() {
      return peak;
    },
    get started() {
      return releases.length;
    },
    finishOne: () => releases.shift()?.(),
  };
}

describe('createSemaphore', () => {
  it.each([1, 2, 3])('never runs more than %i tasks at once, and runs every task', async (limit) => {
    const semaphore = createSemaphore(limit);
    const p = probe();
    const results = Array.from({ length: 10 }, (_, i) => semaphore.run(p.task(i)));
    await p.tick();
    expect(p.started).toBe(limit);
    expect(semaphore.waiting).toBe(10 - limit);
    // Finish tasks one by one: each finished task lets exactly one waiting task start.
    for (let done = 1; done <= 10; done++) {
      p.finishOne();
      await p.tick();
      expect(semaphore.active).toBeLessThanOrEqual(limit);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(p.peak).toBe(limit);
    expect(semaphore.active).toBe(0);
    expect(semaphore.waiting).toBe(0);
  });

  it('starts waiting tasks in arrival order', async () => {
    const semaphore = createSemaphore(1);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => semaphore.run(async () => void order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.active).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => createSemaphore(0)).toThrow();
    expect(() => createSemaphore(1.5)).toThrow();
  });
});
