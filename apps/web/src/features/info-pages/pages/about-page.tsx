import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { brandFigures } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { StatCard } from '../components/stat-card';

const promises = [
  {
    title: 'Stays we have walked through',
    text: 'Every villa, hotel and apartment on Staybook is visited by our team before it is listed, and again when guests tell us something has changed.',
  },
  {
    title: 'Prices you can see',
    text: 'The total you are shown before paying already includes GST. There are no surprise charges at check-in.',
  },
  {
    title: 'People who pick up',
    text: 'Our Goa-based support team is on call around the clock, before, during and after your stay.',
  },
];

export default function AboutPage() {
  usePageMeta(
    'About us',
    'Staybook is a Goa hospitality brand: 50+ hand-picked villas, hotels and apartments across 5+ cities, loved by 200k+ guests.',
  );
  return (
    <main>
      <InfoHero eyebrow="About us" title="Stays in Goa, chosen by people who live here">
        Staybook started in Goa with a simple idea: holidays go better when someone local has already checked the room,
        the road and the view.
      </InfoHero>

      <section aria-labelledby="figures" className="mx-auto -mt-8 max-w-5xl px-4">
        <h2 id="figures" className="sr-only">
          Staybook in numbers
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {brandFigures.map((f) => (
            <StatCard key={f.label} value={f.value} label={f.label} />
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="story">
        <h2 id="story" className="text-2xl font-bold text-slate-900">
          Our story
        </h2>
        <div className="mt-4 grid gap-4 leading-relaxed text-slate-700 md:grid-cols-2">
          <p>
            We began with a handful of family-run guest houses near the beaches of North Goa. Guests kept asking us for
            the same thing — a place that looks like its photos, a host who answers the phone, and a fair price without
            hidden extras.
          </p>
          <p>
            Today we look after more than fifty properties, from private pool villas and beachfront hotels to budget
            rooms close to the action, in Goa and a growing list of cities beyond it. The idea has not changed: every
            stay is one we would book for our own families.
          </p>
        </div>
      </section>

      <section className="bg-sand-50 px-4 py-12" aria-labelledby="promise">
        <div className="mx-auto max-w-5xl">
          <h2 id="promise" className="text-2xl font-bold text-slate-900">
            What we promise
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {promises.map((p) => (
              <li key={p.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{p.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12 text-center" aria-labelledby="next">
        <h2 id="next" className="text-2xl font-bold text-slate-900">
          Ready for Goa?
        </h2>
        <p className="mt-2 text-slate-700">Browse our stays, or tell us what you are looking for.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.propertyList} className="btn-primary">
            Explore properties
          </Link>
          <Link to={paths.contact} className="btn-outline">
            Contact us
          </Link>
        </div>
      </section>
    </main>
  );
}
