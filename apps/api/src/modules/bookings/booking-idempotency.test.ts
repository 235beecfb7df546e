import { describe, expect, it } from 'vitest';
import { oneAtATime } from './booking-idempotency.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('oneAtATime', () => {
  it('runs calls with the same key one after another, in arrival order', async () => {
    const events: string[] = [];
    const run = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      return name;
    };
    const answers = await Promise.all([
      oneAtATime('k', run('a')),
      oneAtATime('k', run('b')),
      oneAtATime('k', run('c')),
    ]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different keys run side by side', async () => {
    const events: string[] = [];
    const run = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
    };
    await Promise.all([oneAtATime('x', run('x')), oneAtATime('y', run('y'))]);
    expect(events.slice(0, 2)).toEqual(['start x', 'start y']);
  });

  it('a failed call fails alone; the next one with its key still runs', async () => {
    const failed = oneAtATime('f', async () => {
      throw new Error('sold out');
    });
    const next = oneAtATime('f', async () => 'held');
    await expect(failed).rejects.toThrow('sold out');
    await expect(next).resolves.toBe('held');
  });
});
