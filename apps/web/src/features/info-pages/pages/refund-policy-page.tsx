import { Disclosure } from '../../../components/ui/disclosure';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactCard } from '../components/contact-card';
import { InfoHero } from '../components/info-hero';
import { StatCard } from '../components/stat-card';

const stats = [
  { value: '7-14 Days', label: 'Processing Time' },
  { value: '24/7', label: 'Customer Support' },
  { value: 'Available', label: 'Flexible Options' },
  { value: 'Priority', label: 'Customer Satisfaction' },
];

const sections = [
  {
    title: 'Cancellations',
    body: (
      <p>
        Every booking carries its own cancellation policy, shown before you pay and in your booking details. Cancelling
        follows that policy. You can cancel yourself under My bookings: the booking shows what you will get back before
        you confirm. For any other change, write to <SupportEmailLink /> with your booking id.
      </p>
    ),
  },
  {
    title: 'Refunds',
    body: (
      <p>
        Refunds are made only when your booking is eligible under its policy. Eligible refunds are processed in 7 to 14
        working days; the exact time depends on how you paid and where you booked.
      </p>
    ),
  },
  {
    title: 'Non-Refundable Bookings',
    body: (
      <p>
        Bookings made at a non-refundable rate cannot be refunded, whenever they are cancelled and whatever the reason
        for not travelling.
      </p>
    ),
  },
  {
    title: 'Force Majeure & Special Circumstances',
    body: (
      <p>
        When travel is prevented by events beyond anyone's control — severe weather, natural disasters, government
        restrictions — we will work with the property to offer flexible options such as new dates or credit.
      </p>
    ),
  },
];

const notes = [
  "Read your booking's own cancellation policy before you pay.",
  'Policies vary by property and by rate, so two rooms in the same property can differ.',
  'Contact us as soon as you need to change or cancel — the earlier, the more we can do.',
  'Keep your booking confirmation and payment receipt until your refund arrives.',
];

export default function RefundPolicyPage() {
  usePageMeta(
    'Refund and cancellation policy',
    'How cancellations and refunds work at Staybook: refunds in 7-14 working days, 24/7 support, flexible options.',
  );
  return (
    <main>
      <InfoHero eyebrow="Policies" title="Refund & Cancellation Policy">
        Plans change. Here is how cancellations and refunds work, and how we help when they do.
      </InfoHero>
      <section aria-labelledby="at-a-glance" className="mx-auto -mt-8 max-w-5xl px-4">
        <h2 id="at-a-glance" className="sr-only">
          At a glance
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <StatCard key={s.label} value={s.value} label={s.label} />
          ))}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="policy-sections" className="space-y-3">
          <h2 id="policy-sections" className="text-xl font-semibold text-slate-900">
            Our policy
          </h2>
          {sections.map((s, i) => (
            <Disclosure key={s.title} title={s.title} defaultOpen={i === 0}>
              <div className="leading-relaxed">{s.body}</div>
            </Disclosure>
          ))}
        </section>
        <div className="space-y-4">
          <ContactCard title="Need help with a refund?" />
          <section aria-labelledby="notes" className="rounded-2xl border border-amber-200 bg-sand-50 p-5">
            <h2 id="notes" className="text-lg font-semibold text-slate-900">
              Important Notes
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
