import type { Job } from '../module-context.js';

/**
 * Every 10 seconds, on every process: delivers the side effects their writers did not (a process stopped between its
 * commit and the delivery, a provider failed and the retry is due). Safe on many processes: each attempt is leased.
 */
export const sideEffectsJob: Job = {
  name: 'side-effects',
  everyMs: 10_000,
  atStart: true,
  run: (ctx, now) => ctx.effects.deliverDue(now),
};
