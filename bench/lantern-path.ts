/**
 * What Lighthouse's simulated LCP waits for (BENCH_LANTERN=1 in `npm run bench:web`). Lighthouse does not time the
 * page it loads: it replays the load's requests and main-thread tasks on a simulated slow phone (Lantern: 150 ms
 * round trips, 1.6 Mbit/s, CPU ×4), keeping only what the observed paint depended on. The LCP it reports is the
 * mean of two such replays (optimistic, pessimistic). This lists each replay's requests and tasks with their
 * simulated start and end, so a slow LCP can be read as "this request ended last", not guessed from the trace.
 */
import type { RunnerResult } from 'lighthouse';
// Lighthouse's own computed artifact, as its largest-contentful-paint audit requests it (Lighthouse 12.8).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { metricRequest } from './lighthouse-data.js';

interface SimulatedRequest {
  type: 'network';
  request: { url: string; priority: string; transferSize: number };
}
interface SimulatedTask {
  type: 'cpu';
  /** Observed duration, microseconds. */
  duration: number;
  childEvents: Array<{ name: string; dur?: number }>;
}
type SimulatedNode = SimulatedRequest | SimulatedTask;
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

function describe(node: SimulatedNode): string {
  if (node.type === 'network') {
    const path = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `${path.length > 60 ? `${path.slice(0, 57)}…` : path} (${node.request.priority}, ${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  }
  const names = [...new Set(node.childEvents.filter((e) => (e.dur ?? 0) > 1000).map((e) => e.name))].slice(0, 5);
  return `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed (${names.join(', ') || 'short events'})`;
}

/** The lines to print for one Lighthouse run: both replays of its LCP, node by node, by simulated start. */
export async function lanternLcpPath(result: RunnerResult): Promise<string[]> {
  const { data, context } = metricRequest(result);
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as unknown as LanternResult;
  const lines = [`simulated LCP ${lcp.timing.toFixed(0)} ms, the mean of:`];
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    lines.push(`  ${name} ${estimate.timeInMs.toFixed(0)} ms`);
    const nodes = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of nodes)
      lines.push(
        `    ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node)}`,
      );
  }
  return lines;
}
