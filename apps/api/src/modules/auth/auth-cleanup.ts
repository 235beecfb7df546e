import type { Job } from '../module-context.js';
import {
  deleteAuthSessionsExpiredBefore,
  deleteChallengesBefore,
  deleteRefreshTokensExpiredBefore,
} from './auth.repository.js';

const DAY = 86_400_000;

/**
 * Keeps the accounts tables small: challenges older than two days (the longest send window is one day) and refresh
 * tokens a day past expiry. Plain deletes, so any number of API processes may run it at once.
 */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  everyMs: 60 * 60 * 1000,
  async run(ctx, now) {
    const challenges = await deleteChallengesBefore(ctx.db, new Date(now.getTime() - 2 * DAY));
    const tokens = await deleteRefreshTokensExpiredBefore(ctx.db, new Date(now.getTime() - DAY));
    const sessions = await deleteAuthSessionsExpiredBefore(ctx.db, new Date(now.getTime() - DAY));
    return { challenges, tokens, sessions };
  },
};
