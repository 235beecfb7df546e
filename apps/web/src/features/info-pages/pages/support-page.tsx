import { Link } from 'react-router';
import { Disclosure } from '../../../components/ui/disclosure';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSupportEmail } from '../../../lib/support-email';
import { brandContacts } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';

const faqs = [
  {
    q: 'Can I cancel my booking for free?',
    a: 'Most of our stays allow free cancellation up to 24 hours before check-in. The exact terms of your booking are shown before you pay and in your booking details.',
  },
  {
    q: 'When will I get my refund?',
    a: 'Eligible refunds are processed within 7 to 14 working days, depending on how you paid. You will get a message when it is on its way.',
  },
  {
    q: 'How do I change my dates or guests?',
    a: `Call or write to us with your booking id and we will check availability and update it for you. Changes are easiest when made early.`,
  },
];

/** The ways to reach the team; the e-mail is the server's one support address (shown once it has loaded). */
function channelsOf(email: string | null) {
  return [
    // A telephone link's words never break a line (a no-break space, as in the number).
    { label: 'Call\u00a0us', value: brandContacts.supportPhone, href: brandContacts.supportPhoneHref },
    ...(email ? [{ label: 'E-mail', value: email, href: `mailto:${email}` }] : []),
    { label: 'WhatsApp', value: brandContacts.supportPhone, href: brandContacts.whatsappHref },
  ];
}

export default function SupportPage() {
  usePageMeta(
    'Help and support',
    'Get help with a Staybook booking: call, e-mail or WhatsApp our team 24/7, or read the common questions.',
  );
  const channels = channelsOf(useSupportEmail());
  return (
    <main>
      <InfoHero eyebrow="Help & support" title="How can we help?">
        Our support team is available 24/7 for bookings, changes and anything during your stay.
      </InfoHero>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-xl font-semibold text-slate-900">
            Reach us
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {channels.map((c) => (
              <li key={c.label}>
                <a
                  href={c.href}
                  {...(c.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="block h-full rounded-2xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="block text-sm font-medium text-slate-600">{c.label}</span>
                  <span className="mt-1 block font-semibold break-words text-brand-800">{c.value}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq">
          <h2 id="faq" className="text-xl font-semibold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-4 space-y-3">
            {faqs.map((f, i) => (
              <Disclosure key={f.q} title={f.q} defaultOpen={i === 0}>
                <p className="leading-relaxed">{f.a}</p>
              </Disclosure>
            ))}
          </div>
        </section>

        <section aria-labelledby="more-help" className="rounded-2xl bg-brand-50 p-6 text-center">
          <h2 id="more-help" className="text-xl font-semibold text-brand-900">
            Still need help?
          </h2>
          <p className="mt-2 text-slate-700">Send us the details and we will get back to you.</p>
          <Link to={paths.contact} className="btn-primary mt-4">
            Get Support
          </Link>
          <p className="mt-4 text-sm text-slate-700">
            Read our{' '}
            <Link to={paths.refundPolicy} className="font-semibold text-brand-800 underline">
              refund and cancellation policy
            </Link>
            .
          </p>
        </section>
      </div>
    </main>
  );
}
