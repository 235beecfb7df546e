import { describe, expect, it } from 'vitest';
import { moderationActions } from './review-moderation';

describe('moderationActions', () => {
  it.each([
    ['pending', ['publish', 'hide']],
    ['published', ['hide']],
    ['hidden', ['publish']],
  ] as const)('a %s review can be %j', (status, actions) => {
    expect(moderationActions(status)).toEqual(actions);
  });
});
