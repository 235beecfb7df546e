import { useT } from '../../../lib/i18n';

/** Skeleton cards while rooms load, so the page keeps its shape. */
export function RoomListSkeleton() {
  const t = useT('rooms');
  return (
    <div role="status" aria-label={t('rooms.loading')} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 sm:flex-row"
        >
          <div className="aspect-[16/9] bg-slate-200 sm:aspect-auto sm:h-48 sm:w-64" />
          <div className="flex-1 space-y-3 p-4">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-9 w-28 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function RoomListError({ onRetry }: { onRetry: () => void }) {
  const t = useT('rooms');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-red-900">{t('rooms.failed')}</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        {t('rooms.tryAgain')}
      </button>
    </div>
  );
}
