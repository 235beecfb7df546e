import { I18nProvider, Trans } from '@lingui/react';
import type { AreaId } from '@staybook/contract/messages/areas';
import type { ReactElement, ReactNode } from 'react';
import { usePageI18n, useT } from '../../../lib/i18n';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyDocumentProps {
  sections: PolicySection[];
}

/** A long policy: a table of contents (sticky beside the text on wide screens) and numbered sections. */
export function PolicyDocument({ sections }: PolicyDocumentProps) {
  const t = useT('legal');
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t('legal.onThisPage')} className="lg:sticky lg:top-4 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('legal.onThisPage')}</h2>
        <ol className="mt-3 space-y-1 text-sm">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="block rounded px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-4">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold text-slate-900">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * A sentence of a policy holding an element (the support address, a link) as a numbered tag (`<0/>`,
 * `<0>…</0>`), so each language puts it where its grammar does (docs/languages.md).
 */
export function PolicySentence({
  id,
  values,
  element,
}: {
  id: AreaId<'legal'>;
  values?: Record<string, string>;
  element: ReactElement;
}) {
  const i18n = usePageI18n();
  return (
    <I18nProvider i18n={i18n}>
      <Trans id={id} {...(values ? { values } : {})} components={{ 0: element }} />
    </I18nProvider>
  );
}
