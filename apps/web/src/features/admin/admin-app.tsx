import { lazy, Suspense } from 'react';

/**
 * The /admin route's chunk. It only points at the console, so the guest site's entry carries nothing but this
 * one lazy import for it (no list of the console's files to preload); bench/bundle.bench.ts checks that.
 */
const ConsoleApp = lazy(() => import('./console-app'));

export default function AdminApp() {
  return (
    <Suspense fallback={null}>
      <ConsoleApp />
    </Suspense>
  );
}
