/**
 * Where Lighthouse's Total Blocking Time comes from (BENCH_TBT=1 in `npm run bench:web`). TBT counts, between the
 * first paint and "interactive", every main-thread task's time beyond 50 ms, as replayed on a phone 4× slower
 * (Lantern). This lists each task that adds to it: its simulated share of TBT, its observed duration, the script it
 * is attributed to, and the events inside it that took the most time of their own, so a change is aimed at the task
 * that costs, not at a guess.
 */
import type { RunnerResult } from 'lighthouse';
// Lighthouse's own computed artifact, as its long-tasks and third-party audits request it (Lighthouse 12.8).
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { metricRequest } from './lighthouse-data.js';

interface TaskNode {
  event: { name: string; args?: { data?: { url?: string; functionName?: string } } };
  children: TaskNode[];
  parent: TaskNode | undefined;
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  tbtImpact: number;
}

const shortUrl = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The events under a task, by time of their own, largest first (a name and, where it has one, its script). */
function heaviest(task: TaskNode, count: number): string[] {
  const all: TaskNode[] = [];
  const walk = (node: TaskNode) => {
    all.push(node);
    for (const child of node.children) walk(child);
  };
  for (const child of task.children) walk(child);
  return all
    .sort((a, b) => b.selfTime - a.selfTime)
    .slice(0, count)
    .filter((node) => node.selfTime >= 1)
    .map((node) => {
      const url = shortUrl(node.event.args?.data?.url);
      return `${node.event.name}${url ? ` ${url}` : ''} ${node.selfTime.toFixed(1)}`;
    });
}

/** The lines to print for one Lighthouse run: its TBT, then each task that adds to it, by start. */
export async function tbtTasks(result: RunnerResult): Promise<string[]> {
  const { data, context } = metricRequest(result);
  const tasks = (await TBTImpactTasks.request(data, context)) as unknown as TaskNode[] | undefined;
  const top = (tasks ?? []).filter((t) => !t.parent && t.tbtImpact > 0).sort((a, b) => a.startTime - b.startTime);
  const total = top.reduce((sum, t) => sum + t.tbtImpact, 0);
  const lines = [`TBT ${total.toFixed(0)} ms (simulated) from ${top.length} task(s):`];
  for (const task of top)
    lines.push(
      `  +${task.tbtImpact.toFixed(0).padStart(4)} ms  at ${task.startTime.toFixed(0)} ms observed, ${task.duration.toFixed(1)} ms long, ${shortUrl(task.attributableURLs.at(-1)) || 'unattributable'}: ${heaviest(task, 5).join(', ')}`,
    );
  return lines;
}
