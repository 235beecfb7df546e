import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
    server.on('error', reject);
  });
}

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.info(`\n${title}`);
  console.table(rows);
}

export function ratio(value: number, baseline: number): string {
  if (baseline === 0 || !Number.isFinite(baseline)) return 'n/a';
  return Number.isFinite(value) ? (value / baseline).toFixed(3) : '∞';
}

/**
 * Waits until the process under test is idle: `probeUrl` (a route that does no work) answers within `fastMs` three
 * times in a row. A closed-loop run ends with requests still being worked on (the load generator stops waiting for
 * them, the server does not), and the next run must not pay for them. Gives up after 10 s (a busy shared machine).
 */
export async function settle(probeUrl: string, fastMs = 15): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let fast = 0; fast < 3 && Date.now() < deadline; ) {
    const t0 = performance.now();
    await fetch(probeUrl).then((r) => r.arrayBuffer());
    fast = performance.now() - t0 <= fastMs ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One request an open-loop run sends (cycled through in order). */
export interface OpenLoopRequest {
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface OpenLoopOptions {
  /** http://host:port of the server under test. */
  origin: string;
  /** Requests a second, sent on schedule whatever the answers are doing. */
  rate: number;
  seconds: number;
  requests: OpenLoopRequest[];
  /** Requests waiting for an answer beyond which the next ones are dropped (counted as never answered). */
  maxInFlight: number;
}

/** What the worker sends back (open-loop.worker.ts). */
export interface OpenLoopRaw {
  seconds: number;
  sent: number;
  dropped: number;
  failed: number;
  statuses: Record<string, number>;
  latencies: number[];
}

export interface OpenLoopResult {
  /** Answers a second (over the time from the first request due to the last answer). */
  rps: number;
  requests: number;
  /** Not 2xx, or never answered (connection error, or dropped because too many were waiting). */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status, and how many were never answered ('none'). */
  statuses: Record<string, number>;
}

/** The p-th percentile (nearest rank) of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Sends `rate` requests a second for `seconds` from a worker thread (open-loop: the schedule does not wait for
 * answers) and answers the latency percentiles, each request timed from when it was due. Requests never answered
 * count as infinitely slow, so a run that drops more than 1% has p99 = Infinity.
 */
export function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  // tsx's hooks are not inherited by worker threads: the worker registers them, then loads the TypeScript.
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./open-loop.worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: options },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (raw: OpenLoopRaw) => {
      void worker.terminate();
      const unanswered = raw.dropped + raw.failed;
      const sorted = [...raw.latencies, ...Array<number>(unanswered).fill(Number.POSITIVE_INFINITY)].sort(
        (a, b) => a - b,
      );
      const ok = Object.entries(raw.statuses)
        .filter(([status]) => status.startsWith('2'))
        .reduce((n, [, count]) => n + count, 0);
      resolve({
        rps: raw.latencies.length / raw.seconds,
        requests: sorted.length,
        errors: sorted.length - ok,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        statuses: { ...raw.statuses, ...(unanswered > 0 ? { none: unanswered } : {}) },
      });
    });
  });
}

/** Milliseconds for a table: one decimal, or "∞" when too many requests were never answered. */
export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '∞';
}

/** Answers by status for a table: "200×480 409×20". */
export function statusList(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

/** PASS or FAIL against a target, for the tables. */
export function verdict(pass: boolean): 'PASS' | 'FAIL' {
  return pass ? 'PASS' : 'FAIL';
}

/**
 * CPU time (user + system, ms) of the local PostgreSQL's processes (every process named `postgres`, read from /proc:
 * Linux only; undefined elsewhere or when PostgreSQL runs on another host) since `since`, a snapshot this returned
 * before (`postgresCpu()` takes one; `postgresCpu(snapshot).ms` is the time used since it). A process that started
 * meanwhile counts from zero; one that exited meanwhile (an autovacuum worker) is left out, with what it used. With
 * `database`, only the backends connected to it (their process titles name it); without, every process of the server,
 * its WAL writer and other databases' work included: compare rows of one run.
 */
export function postgresCpu(since?: PostgresCpu, database?: string): PostgresCpu | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const ticks = new Map<string, number>();
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    // A backend's title names its database ("postgres: user database host(port) state").
    if (database !== undefined && !backendOf(pid, database)) continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat: 12th and 13th after the name and state.
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  if (ticks.size === 0) return undefined;
  let used = 0;
  for (const [pid, now] of ticks) used += now - (since?.ticks.get(pid) ?? 0);
  return { ticks, ms: (used * 1000) / USER_HZ };
}

export interface PostgresCpu {
  ticks: Map<string, number>;
  /** Milliseconds of CPU since the snapshot asked about (since the processes started, without one). */
  ms: number;
}

function backendOf(pid: string, database: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database);
  } catch {
    return false;
  }
}

/** Linux's clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on every architecture Node runs on). */
const USER_HZ = 100;
