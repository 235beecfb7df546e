import { describe, expect, it } from 'vitest';
import { jobs } from './jobs.js';

describe('jobs', () => {
  it('runs every module’s periodic work, each once, under its own name', () => {
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    // Issue 23's: other channels' calendars every minute (each feed when due); the hotel's messages every 30 seconds (issue 45).
    expect(names).toEqual(expect.arrayContaining(['calendar-sync', 'hotel-messages', 'tax-documents', 'hold-sweeper']));
    expect(jobs.find((j) => j.name === 'calendar-sync')?.everyMs).toBe(60_000);
    // Earlier uploads get a new picture width as the process starts, not an hour later.
    expect(jobs.find((j) => j.name === 'upload-variants')).toMatchObject({ atStart: true });
    expect(jobs.filter((j) => j.atStart).map((j) => j.name)).toEqual(['upload-variants']);
  });
});
