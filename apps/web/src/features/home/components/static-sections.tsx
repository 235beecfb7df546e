import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const reasons = [
  ['Prime locations', 'Steps from Goa’s best beaches, old quarters and hideaways.'],
  ['Premium quality', 'Every stay inspected, with linen, Wi-Fi and hot water you can count on.'],
  ['24/7 support', 'A real person on the phone at any hour, before and during your stay.'],
  ['Best rates', 'Book direct for our lowest prices and free cancellation up to 24 hours.'],
];

const testimonials = [
  [
    'Ananya, Bengaluru',
    'The villa in Assagao was even lovelier than the photos. The caretaker made us poi and prawn curry on our last night.',
  ],
  [
    'Rahul and Meera, Pune',
    'Booked a beachfront room in Palolem at midnight and had the confirmation in seconds. Flawless.',
  ],
  [
    'The D’Souza family, Dubai',
    'Support sorted an early check-in for our flight from the Gulf. We are coming back every Christmas.',
  ],
];

const reels = ['Sunset at Vagator', 'Inside Casa Azul', 'Breakfast by the pool', 'Monsoon in Assagao'];

export function AboutBlock() {
  return (
    <section aria-labelledby="about-heading" className="below-fold bg-sand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            About Us
          </h2>
          <p className="mt-3 text-slate-700">
            Staybook began in Goa with a handful of family villas. Today we look after hotels, villas and apartments
            across India, and every one of them is chosen, visited and cared for by our own team.
          </p>
          <div className="mt-5 flex gap-3">
            <Link to={paths.about} className="btn-primary">
              About Us
            </Link>
            <Link to={paths.contact} className="btn-outline">
              Contact Us
            </Link>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-center">
          {[
            ['200k+', 'guests hosted'],
            ['50+', 'properties'],
            ['4.8', 'average rating'],
            ['5+', 'cities'],
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
  return (
    <section aria-labelledby="why-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Why Choose Staybook
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(([title, text]) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="guests-heading" className="below-fold bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="guests-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What our guests say
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {testimonials.map(([who, text]) => (
            <li key={who}>
              <figure className="h-full rounded-2xl bg-white p-5 shadow-sm">
                <blockquote className="text-slate-700">“{text}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-brand-800">{who}</figcaption>
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
  return (
    <section aria-labelledby="social-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="social-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Follow @staybook
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
                ▶ {title}
                <span className="sr-only"> (opens Instagram)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
