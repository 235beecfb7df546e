/**
 * The open-loop load generator (lib.ts openLoop runs it in a worker thread, so its timers are not delayed by the
 * server under test, which runs on the main thread). Request i is due at start + i / rate whatever the earlier ones
 * are doing, and its latency counts from when it was due, not from when it went out: a server that falls behind
 * shows it in the percentiles (no coordinated omission).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { OpenLoopOptions, OpenLoopRaw } from './lib.js';

const options = workerData as OpenLoopOptions;
const origin = new URL(options.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const total = Math.max(1, Math.round(options.rate * options.seconds));
const interval = 1000 / options.rate;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let dropped = 0;
let failed = 0;
let inFlight = 0;
let finished = 0;

function fire(i: number, due: number, done: () => void): void {
  const spec = options.requests[i % options.requests.length];
  if (!spec) throw new Error('no requests to send');
  // A server this far behind is failing the run already; sending more would only leave it a backlog to work off
  // after the run (and skew the next one). Such a request counts as never answered.
  if (inFlight >= options.maxInFlight) {
    dropped++;
    done();
    return;
  }
  inFlight++;
  const req = http.request(
    {
      agent,
      host: origin.hostname,
      port: origin.port,
      method: spec.method ?? 'GET',
      path: spec.path,
      headers: {
        ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...spec.headers,
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        inFlight--;
        latencies.push(performance.now() - due);
        const key = String(res.statusCode ?? 0);
        statuses[key] = (statuses[key] ?? 0) + 1;
        done();
      });
    },
  );
  req.on('error', () => {
    inFlight--;
    failed++;
    done();
  });
  if (spec.body !== undefined) req.write(spec.body);
  req.end();
}

const started = performance.now() + 20;
let next = 0;
const allDone = new Promise<void>((resolve) => {
  const done = () => {
    finished++;
    if (finished === total) resolve();
  };
  const tick = () => {
    const now = performance.now();
    for (; next < total && started + next * interval <= now; next++) fire(next, started + next * interval, done);
    if (next < total) setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
  };
  setTimeout(tick, 20);
});
await allDone;
const result: OpenLoopRaw = {
  seconds: (performance.now() - started) / 1000,
  sent: total - dropped,
  dropped,
  failed,
  statuses,
  latencies,
};
agent.destroy();
parentPort?.postMessage(result);
