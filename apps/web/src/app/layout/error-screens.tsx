/** 'Something went wrong.' for a render failure inside the routes. */
export function RouteErrorScreen() {
  return (
    <main className="grid min-h-[70vh] place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong.</h1>
        <p className="mt-2 text-slate-600">Please reload the page. If it keeps happening, contact our 24/7 support.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </main>
  );
}

/** Shown when the application cannot start at all; clears stored data before reloading. */
export function FailedToLoadScreen({ onClear }: { onClear: () => void }) {
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Failed to load application</h1>
        <p className="mt-2 text-slate-600">
          Stored data on this device may be damaged. Clearing it usually fixes this.
        </p>
        <button type="button" className="btn-primary mt-6" onClick={onClear}>
          Clear Data &amp; Reload
        </button>
      </div>
    </main>
  );
}
