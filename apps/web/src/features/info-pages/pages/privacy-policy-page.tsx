import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageMeta } from '../../../lib/page-meta';
import { brandContacts, POLICY_EFFECTIVE_DATE } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { PolicyDocument, type PolicySection } from '../components/policy-document';

const sections: PolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to find, book and look after your stay:</p>
        <ul>
          <li>your name, mobile number and e-mail address, when you sign in, unlock a price, book or write to us;</li>
          <li>your stay details: property, dates, rooms and number of guests;</li>
          <li>payment status and reference numbers from our payment provider (we never see or store card numbers);</li>
          <li>basic technical data such as your browser type and IP address, used to keep the site secure.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to confirm your booking and send you its details by SMS or e-mail;</li>
        <li>to answer your questions and help you before and during your stay;</li>
        <li>to send offers you asked for — you can stop them at any time;</li>
        <li>to prevent fraud and keep our services working.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We share your booking details with the property you are staying at, and the minimum needed with our payment and
        messaging providers so they can do their job. We do not sell your personal data.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        The site keeps a few items in your browser: your sign-in session, your chosen dates and rooms, and your
        settings. They make the site work; we do not use them to track you across other websites.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Booking records are kept for as long as Indian tax and accounting law requires. Enquiries and price-unlock
        requests are kept for up to two years and then deleted.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Under India's Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your personal
        data, and withdraw consent for marketing. Write to <SupportEmailLink /> and we will reply within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections to Staybook are encrypted, one-time codes are stored only in hashed form, and access to guest data
        is limited to staff who need it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the effective date above. Questions? Call {brandContacts.supportPhone}{' '}
        or e-mail <SupportEmailLink />.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy policy',
    `How Staybook collects, uses and protects your personal data. Effective ${POLICY_EFFECTIVE_DATE}.`,
  );
  return (
    <main>
      <InfoHero eyebrow="Legal" title="Privacy Policy">
        <p>Effective date: {POLICY_EFFECTIVE_DATE}</p>
        <p className="mt-2">What we collect when you use Staybook, why, and the choices you have.</p>
      </InfoHero>
      <PolicyDocument sections={sections} />
    </main>
  );
}
