import { useSearchParams } from 'react-router';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageMeta } from '../../../lib/page-meta';
import { brandContacts } from '../brand-contacts';
import { ContactCard } from '../components/contact-card';
import { ContactForm } from '../components/contact-form';
import { InfoHero } from '../components/info-hero';

export default function ContactPage() {
  const [searchParams] = useSearchParams();
  usePageMeta(
    'Contact us',
    'Write to Staybook about a booking, a partnership or anything else. Our Goa team answers 24/7.',
  );
  return (
    <main>
      <InfoHero eyebrow="Contact us" title="We would love to hear from you">
        Questions about a stay, a partnership idea or feedback — send us a note and the right person will reply.
      </InfoHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6"
        >
          <h2 id="contact-form-title" className="mb-1 text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mb-5 text-sm text-slate-600">Fields marked * are required.</p>
          <ContactForm subject={searchParams.get('subject')} />
        </section>
        <div className="space-y-4">
          <ContactCard title="Talk to us" />
          <section aria-labelledby="visit" className="rounded-2xl border border-slate-200 p-5">
            <h2 id="visit" className="text-lg font-semibold text-slate-900">
              Our office
            </h2>
            <address className="mt-2 text-sm not-italic text-slate-700">{brandContacts.address}</address>
            <p className="mt-3 text-sm text-slate-700">
              For booking changes write to <SupportEmailLink className="font-semibold text-brand-800 hover:underline" />
              .
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}
