import { useT } from '../../../../lib/i18n';
import type { AmenityGroup } from '../../logic/property-view';
import { EmptyState } from './empty-state';

export function AmenitiesPanel({ groups }: { groups: AmenityGroup[] }) {
  const t = useT('property');
  if (groups.length === 0) return <EmptyState message={t('property.amenities.none')} />;
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('property.amenities.heading')}</h2>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3 className="mb-3 font-semibold text-slate-900">
            {group.title} <span className="font-normal text-slate-600">({group.amenities.length})</span>
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.amenities.map((a) => (
              <li key={a.title} className="flex gap-3 rounded-xl border border-slate-200 p-3">
                {a.image && (
                  <img
                    src={a.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                )}
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {a.title}
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${a.type === 'Common' ? 'bg-sand-50 text-amber-900' : 'bg-brand-50 text-brand-800'}`}
                    >
                      {t('property.amenities.kind', { kind: a.type === 'Common' ? 'common' : 'property' })}
                    </span>
                  </p>
                  {a.description && <p className="text-sm text-slate-700">{a.description}</p>}
                  {a.details && <p className="text-sm text-slate-600">{a.details}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
