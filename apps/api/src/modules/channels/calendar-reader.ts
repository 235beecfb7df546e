import { Worker, type WorkerOptions } from 'node:worker_threads';
import { CALENDAR_READ_MEMORY_MB, CALENDAR_READ_TIMEOUT_MS } from '@staybook/contract/calendar-sync';
import type { IsoDate } from '@staybook/contract/stay-dates';
import {
  type CalendarEvent,
  CalendarFeedError,
  CalendarLimitError,
  defaultReadLimits,
  type ReadLimits,
} from './ical-rules.js';

/**
 * Reads a calendar on a worker thread (ical-worker.ts), so that a feed that makes ical.js loop or swell stops a
 * thread, never the server: the thread is terminated past its time limit and V8 stops it past its memory limit.
 * Either is a CalendarLimitError (the feed is set aside, channels.service.ts); a thread that fails before it starts
 * reading is the server's fault, a plain Error.
 */

export interface WorkerRequest {
  text: string;
  today: IsoDate;
  lastNight: IsoDate;
  limits: ReadLimits;
}

export type WorkerReply =
  | { kind: 'started' }
  | { kind: 'read'; events: CalendarEvent[] }
  | { kind: 'refused'; message: string; limit: boolean };

export interface ReadApartOptions {
  timeoutMs?: number;
  memoryMb?: number;
  limits?: ReadLimits;
}

// In the build, every entry (this code's bundle) and dist/ical-worker.js sit side by side in dist/ (apps/api/build.mjs).
// From source (tsx, vitest) the worker is the TypeScript file beside this one: a thread does not inherit the parent's
// loader, so it registers tsx's before importing it.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './ical-worker.ts' : './ical-worker.js', import.meta.url);

function startWorker(options: WorkerOptions): Worker {
  if (!fromSource) return new Worker(workerUrl, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** A thread that has not started reading by then is the server's fault (an overloaded or broken host). */
const STARTUP_MS = 30_000;

const seconds = (ms: number) => (ms < 2_000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);

/** The events of the calendar (readCalendar's answer), read on a thread of its own within the limits. */
export function readCalendarApart(
  text: string,
  today: IsoDate,
  lastNight: IsoDate,
  options: ReadApartOptions = {},
): Promise<CalendarEvent[]> {
  const timeoutMs = options.timeoutMs ?? CALENDAR_READ_TIMEOUT_MS;
  const memoryMb = options.memoryMb ?? CALENDAR_READ_MEMORY_MB;
  const request: WorkerRequest = { text, today, lastNight, limits: options.limits ?? defaultReadLimits };
  return new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: request,
      resourceLimits: {
        maxOldGenerationSizeMb: memoryMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(memoryMb / 8)),
        stackSizeMb: 4,
      },
    });
    let started = false;
    let settled = false;
    const finish = (outcome: { events: CalendarEvent[] } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('events' in outcome) resolve(outcome.events);
      else reject(outcome.error);
    };
    // The feed's time runs from the moment the thread starts reading (starting one is the machine's time, not its).
    let timer = setTimeout(
      () => finish({ error: new Error(`The calendar reader did not start within ${STARTUP_MS} ms`) }),
      STARTUP_MS,
    );
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'started') {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            finish({
              error: new CalendarLimitError(
                `Reading the calendar took longer than ${seconds(timeoutMs)} and was stopped (a repeating event whose rule never matches is the usual cause). Nothing was changed.`,
              ),
            }),
          timeoutMs,
        );
      } else if (reply.kind === 'read') finish({ events: reply.events });
      else
        finish({
          error: reply.limit ? new CalendarLimitError(reply.message) : new CalendarFeedError(reply.message),
        });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // Memory can run out on the feed's own data before the read begins (the text handed to the thread).
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        finish({
          error: new CalendarLimitError(
            `Reading the calendar needed more than ${memoryMb} MB of memory and was stopped. Nothing was changed.`,
          ),
        });
      else if (!started)
        finish({ error: new Error(`The calendar reader failed to start: ${error.message}`, { cause: error }) });
      else
        finish({
          error: new CalendarLimitError(`The calendar stopped the reader (${error.message}). Nothing was changed.`),
        });
    });
    worker.on('exit', (code) =>
      finish({
        error: started
          ? new CalendarLimitError(`The calendar stopped the reader (exit code ${code}). Nothing was changed.`)
          : new Error(`The calendar reader exited before it started (exit code ${code})`),
      }),
    );
  });
}
