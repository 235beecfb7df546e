import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './calendar-reader.js';
import { CalendarFeedError, CalendarLimitError, readCalendar } from './ical-rules.js';

/**
 * The worker thread that reads one calendar (calendar-reader.ts starts it, with a time and a memory limit, and
 * terminates it when either runs out). It says it has started before reading, so that a thread that never started
 * (a broken build) is not blamed on the feed.
 */
const port = parentPort;
if (!port) throw new Error('ical-worker.ts runs as a worker thread (calendar-reader.ts starts it).');
const send = (reply: WorkerReply) => port.postMessage(reply);
const { text, today, lastNight, limits } = workerData as WorkerRequest;
send({ kind: 'started' });
try {
  send({ kind: 'read', events: readCalendar(text, today, lastNight, limits) });
} catch (error) {
  send({
    kind: 'refused',
    message: error instanceof CalendarFeedError ? error.message : `The calendar could not be read: ${String(error)}.`,
    limit: error instanceof CalendarLimitError,
  });
}
