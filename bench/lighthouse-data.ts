/**
 * What Lighthouse's computed artifacts ask for (its metrics' input and a context), built from a run's result, so a
 * bench script can request the same computations its audits do (Lighthouse 12.8).
 */
import type { RunnerResult } from 'lighthouse';

export function metricRequest(result: RunnerResult): { data: never; context: never } {
  const artifacts = result.artifacts as unknown as Record<string, unknown>;
  const settings = result.lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return { data: data as never, context: { computedCache: new Map(), settings } as never };
}
