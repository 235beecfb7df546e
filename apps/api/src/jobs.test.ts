import { describe, expect, it } from 'vitest';
import { jobs } from './jobs.js';

describe('jobs', () => {
  it('runs every module’s periodic work, each once, under its own name', () => {
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    // Issue 23's: other channels' calendars every minute (each feed when due); the hotel's messages every 30 seconds (issue 45).
    expect(names).toEqual(
      expect.arrayContaining(['calendar-sync', 'hotel-messages', 'tax-documents', 'hold-sweeper', 'side-effects']),
    );
    // What a writer left undelivered (a process stopped after its commit) goes out within ten seconds (issue 40).
    expect(jobs.find((j) => j.name === 'side-effects')).toMatchObject({ everyMs: 10_000, atStart: true });
    expect(jobs.find((j) => j.name === 'calendar-sync')?.everyMs).toBe(60_000);
    // Earlier uploads get a new picture width as the process starts, not an hour later; side effects left by a
    // process that stopped go out as the next one starts.
    expect(jobs.find((j) => j.name === 'upload-variants')).toMatchObject({ atStart: true });
    // The provider's settlements of the last days are read as a process starts, then hourly (issue 41).
    expect(jobs.find((j) => j.name === 'settlements')).toMatchObject({ everyMs: 3_600_000, atStart: true });
    // Arrivals get their numbered rooms as a process starts, then every 10 minutes (issue 44).
    expect(jobs.find((j) => j.name === 'room-assignment')).toMatchObject({ everyMs: 600_000, atStart: true });
    // A group's rooms past their cut-off go back on sale as a process starts, then every minute (issue 44).
    expect(jobs.find((j) => j.name === 'group-release')).toMatchObject({ everyMs: 60_000, atStart: true });
    expect(jobs.filter((j) => j.atStart).map((j) => j.name)).toEqual([
      'settlements',
      'room-assignment',
      'group-release',
      'side-effects',
      'upload-variants',
    ]);
  });
});
