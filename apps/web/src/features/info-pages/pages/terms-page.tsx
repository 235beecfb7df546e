import { Link } from 'react-router';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { brandContacts, POLICY_EFFECTIVE_DATE } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { PolicyDocument, type PolicySection } from '../components/policy-document';

const sections: PolicySection[] = [
  {
    id: 'agreement',
    title: 'Using Staybook',
    body: (
      <p>
        These terms apply whenever you browse, unlock a price or book a stay on Staybook. By booking you accept them and
        the policies of the property you book.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can book',
    body: (
      <p>
        The guest making a booking must be at least 18 years old and carry a valid government photo ID at check-in.
        Properties may refuse check-in without one.
      </p>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings and payment',
    body: (
      <ul>
        <li>Prices are in Indian rupees and include applicable GST once shown as the total.</li>
        <li>A booking is confirmed only after payment succeeds and you receive a confirmation.</li>
        <li>Rooms are held for a short time while you pay; unpaid holds are released automatically.</li>
      </ul>
    ),
  },
  {
    id: 'stay',
    title: 'Check-in, check-out and house rules',
    body: (
      <ul>
        <li>
          Check-in and check-out times are each property's own: they are shown on its page, when you review your booking
          and on your booking confirmation.
        </li>
        <li>Quiet hours apply after 10 PM out of respect for other guests and neighbours.</li>
        <li>Guests are responsible for damage they cause to the property during the stay.</li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    body: (
      <p>
        Cancellations follow the policy of your booking. Read our{' '}
        <Link to={paths.refundPolicy} className="font-semibold text-brand-800 underline">
          refund and cancellation policy
        </Link>{' '}
        for how refunds are handled.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We describe each property as accurately as we can and help put things right when something is wrong. We are not
        liable for losses caused by events beyond our reasonable control.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: <p>These terms are governed by the laws of India, with courts in Goa having jurisdiction.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <SupportEmailLink /> or {brandContacts.supportPhone}.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta(
    'Terms and conditions',
    `The terms for booking a Staybook stay: who can book, check-in and check-out times, house rules. Effective ${POLICY_EFFECTIVE_DATE}.`,
  );
  return (
    <main>
      <InfoHero eyebrow="Legal" title="Terms and Conditions">
        <p>Effective date: {POLICY_EFFECTIVE_DATE}</p>
        <p className="mt-2">The ground rules for booking and staying with us, in plain language.</p>
      </InfoHero>
      <PolicyDocument sections={sections} />
    </main>
  );
}
