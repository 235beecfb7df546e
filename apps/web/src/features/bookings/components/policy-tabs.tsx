import { namedPolicyGroups } from '@staybook/contract/booking-detail-rows';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { defaultPolicyTab, type SectionOf } from '../logic/details-sections';

const named = new Set<string>(namedPolicyGroups);

/**
 * Hotel policies: one tab per filter key, starting at guestProfile (spec 4); arrow keys move between tabs. A page in
 * another language names the usual groups itself (the API's titles are English) and shows the rest as sent; the
 * policies themselves come in the page's language where the property entered them (`lang`).
 */
export function PolicyTabs({ section }: { section: SectionOf<'hotelPolicies'> }) {
  const t = useT('bookings');
  const lang = useLanguage();
  const tabTitle = (key: { id: string; title: string }) =>
    lang !== DEFAULT_LANGUAGE && named.has(key.id) ? t('bookings.policies.tab', { key: key.id }) : key.title;
  const base = useId();
  const [active, setActive] = useState(() => defaultPolicyTab(section.filterKeys));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = section.data.find((d) => d.id === active)?.data ?? [];

  const onKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + section.filterKeys.length) % section.filterKeys.length;
    setActive(section.filterKeys[next]!.id);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${base}-title`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={`${base}-title`} className="text-base font-semibold text-slate-900">
        {t('bookings.policies.title')}
      </h2>
      {section.filterKeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('bookings.details.notProvided')}</p>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('bookings.policies.title')}
            className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1"
          >
            {section.filterKeys.map((key, i) => (
              <button
                key={key.id}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${key.id}`}
                aria-selected={active === key.id}
                aria-controls={`${base}-panel`}
                tabIndex={active === key.id ? 0 : -1}
                onClick={() => setActive(key.id)}
                onKeyDown={(e) => onKey(e, i)}
                className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium ${
                  active === key.id
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700'
                }`}
              >
                {tabTitle(key)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${base}-panel`}
            aria-labelledby={`${base}-tab-${active}`}
            className="mt-3 space-y-3 text-sm"
          >
            {items.length === 0 ? (
              <p className="text-slate-600">{t('bookings.policies.nothing')}</p>
            ) : (
              items.map((item) => (
                <div key={item.title}>
                  <h3 className="font-medium text-slate-900">{item.title}</h3>
                  <p className="whitespace-pre-line text-slate-700">{item.description}</p>
                </div>
              ))
            )}
          </div>
        </>
      )}
    </section>
  );
}
