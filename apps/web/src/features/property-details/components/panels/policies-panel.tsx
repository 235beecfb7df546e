import type { PolicyItem } from '../../logic/property-view';
import { EmptyState } from './empty-state';

interface PoliciesPanelProps {
  title: string;
  policies: PolicyItem[];
  emptyMessage: string;
}

/** Titled items with bullet texts: hotel policies and cancellation policies alike. */
export function PoliciesPanel({ title, policies, emptyMessage }: PoliciesPanelProps) {
  if (policies.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <div>
      <h2 className="sr-only">{title}</h2>
      <ul className="space-y-4">
        {policies.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{p.title}</h3>
            {p.texts.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {p.texts.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
