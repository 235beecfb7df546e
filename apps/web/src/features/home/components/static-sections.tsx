import type { AreaId } from '@staybook/contract/messages/areas';

type MessageId = AreaId<'home'>;

import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

const reasons: Array<[MessageId, MessageId]> = [
  ['home.reason.locations', 'home.reason.locationsText'],
  ['home.reason.quality', 'home.reason.qualityText'],
  ['home.reason.support', 'home.reason.supportText'],
  ['home.reason.rates', 'home.reason.ratesText'],
];

const testimonials: Array<[MessageId, MessageId]> = [
  ['home.testimonial.ananyaWho', 'home.testimonial.ananya'],
  ['home.testimonial.rahulWho', 'home.testimonial.rahul'],
  ['home.testimonial.dsouzaWho', 'home.testimonial.dsouza'],
];

const reels: MessageId[] = ['home.reel.sunset', 'home.reel.casaAzul', 'home.reel.breakfast', 'home.reel.monsoon'];

export function AboutBlock() {
  const t = useT('home');
  return (
    <section aria-labelledby="about-heading" className="below-fold bg-sand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('home.aboutUs')}
          </h2>
          <p className="mt-3 text-slate-700">{t('home.aboutText')}</p>
          <div className="mt-5 flex gap-3">
            <Link to={paths.about} className="btn-primary">
              {t('home.aboutUs')}
            </Link>
            <Link to={paths.contact} className="btn-outline">
              {t('home.contactUs')}
            </Link>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-center">
          {[
            ['200k+', t('home.statGuests')],
            ['50+', t('home.statProperties')],
            ['4.8', t('home.statRating')],
            ['5+', t('home.statCities')],
          ].map(([n, l]) => (
            <div key={l} className="rounded-2xl bg-white p-4 shadow-sm">
              <dt className="sr-only">{l}</dt>
              <dd className="text-3xl font-bold text-brand-800">{n}</dd>
              <dd className="text-sm text-slate-600">{l}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function WhyChoose() {
  const t = useT('home');
  return (
    <section aria-labelledby="why-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.whyChoose')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(([title, text]) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  const t = useT('home');
  return (
    <section aria-labelledby="guests-heading" className="below-fold bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="guests-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('home.guestsSay')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {testimonials.map(([who, text]) => (
            <li key={who}>
              <figure className="h-full rounded-2xl bg-white p-5 shadow-sm">
                <blockquote className="text-slate-700">{t('home.quote', { text: t(text) })}</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-brand-800">{t(who)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Reels are linked, not embedded: no third-party scripts on the home page. */
export function SocialSection() {
  const t = useT('home');
  return (
    <section aria-labelledby="social-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="social-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.follow')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {reels.map((title, i) => (
          <li key={title}>
            <a
              href="https://www.instagram.com/staybook"
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block overflow-hidden rounded-2xl"
            >
              <img
                src={`/media/demo/h/${i}.w320.webp`}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                className="aspect-[9/12] w-full object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-900/85 to-transparent p-3 text-sm font-semibold text-white">
                ▶ {t(title)}
                <span className="sr-only">{t('home.opensInstagram')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
