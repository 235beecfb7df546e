import { useT } from '../../../../lib/i18n';

const steps = ['details', 'payment'] as const;

/** Spec 2.10: two steps with a progress indicator. */
export function ProgressSteps({ current }: { current: 0 | 1 }) {
  const t = useT('booking');
  return (
    <nav aria-label={t('review.progress')}>
      <ol className="flex items-center gap-3">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex flex-1 items-center gap-3" aria-current={active ? 'step' : undefined}>
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  done || active ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600'
                }`}
                aria-hidden="true"
              >
                {done ? '✓' : index + 1}
              </span>
              <span className={`text-sm font-semibold ${active ? 'text-slate-900' : 'text-slate-600'}`}>
                {t('review.step', { step })}
                {done && <span className="sr-only">{t('review.stepDone')}</span>}
              </span>
              {index < steps.length - 1 && (
                <span className={`h-0.5 flex-1 rounded ${done ? 'bg-brand-700' : 'bg-slate-200'}`} aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
