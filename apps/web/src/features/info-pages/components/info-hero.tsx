import type { ReactNode } from 'react';

interface InfoHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The coloured band at the top of every information page. */
export function InfoHero({ eyebrow, title, children }: InfoHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-5xl px-4">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{children}</div>}
      </div>
    </section>
  );
}
