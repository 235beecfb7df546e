import type { ReactNode } from 'react';

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
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="On this page" className="lg:sticky lg:top-4 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">On this page</h2>
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
