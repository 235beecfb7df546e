import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { brandFigures } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { StatCard } from '../components/stat-card';

/** The three promises, each a title and its sentence (the page's language). */
const promises = [
  { title: 'about.promise.visited', text: 'about.promise.visitedText' },
  { title: 'about.promise.prices', text: 'about.promise.pricesText' },
  { title: 'about.promise.people', text: 'about.promise.peopleText' },
] as const;

export default function AboutPage() {
  const t = useT('info');
  usePageMeta(t('about.title'), t('about.description'));
  return (
    <main>
      <InfoHero eyebrow={t('about.title')} title={t('about.heading')}>
        {t('about.intro')}
      </InfoHero>

      <section aria-labelledby="figures" className="mx-auto -mt-8 max-w-5xl px-4">
        <h2 id="figures" className="sr-only">
          {t('about.numbers')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {brandFigures.map((f) => (
            <StatCard key={f.figure} value={f.value} label={t('about.figure', { figure: f.figure })} />
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="story">
        <h2 id="story" className="text-2xl font-bold text-slate-900">
          {t('about.story')}
        </h2>
        <div className="mt-4 grid gap-4 leading-relaxed text-slate-700 md:grid-cols-2">
          <p>{t('about.story1')}</p>
          <p>{t('about.story2')}</p>
        </div>
      </section>

      <section className="bg-sand-50 px-4 py-12" aria-labelledby="promise">
        <div className="mx-auto max-w-5xl">
          <h2 id="promise" className="text-2xl font-bold text-slate-900">
            {t('about.promise')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {promises.map((p) => (
              <li key={p.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{t(p.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(p.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12 text-center" aria-labelledby="next">
        <h2 id="next" className="text-2xl font-bold text-slate-900">
          {t('about.next')}
        </h2>
        <p className="mt-2 text-slate-700">{t('about.nextText')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.propertyList} className="btn-primary">
            {t('about.explore')}
          </Link>
          <Link to={paths.contact} className="btn-outline">
            {t('contact.title')}
          </Link>
        </div>
      </section>
    </main>
  );
}
