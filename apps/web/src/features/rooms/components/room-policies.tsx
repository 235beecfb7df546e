import { useT } from '../../../lib/i18n';
import type { RoomDetailsView } from '../logic/room-details-view';

export function RoomPolicies({ policies }: { policies: RoomDetailsView['policies'] }) {
  const t = useT('rooms');
  if (policies.length === 0) return null;
  return (
    <section aria-labelledby="room-policies" className="space-y-3">
      <h2 id="room-policies" className="text-xl font-semibold text-slate-900">
        {t('room.policies')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {policies.map((p, i) => (
          <li key={p.id} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{p.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
