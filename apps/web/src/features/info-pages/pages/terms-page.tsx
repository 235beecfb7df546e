import { Link } from 'react-router';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { brandContacts } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { PolicyDocument, type PolicySection, PolicySentence } from '../components/policy-document';

export default function TermsPage() {
  const t = useT('legal');
  usePageMeta(t('terms.title'), t('terms.description'));
  const sections: PolicySection[] = [
    { id: 'agreement', title: t('terms.agreement'), body: <p>{t('terms.agreementText')}</p> },
    { id: 'eligibility', title: t('terms.eligibility'), body: <p>{t('terms.eligibilityText')}</p> },
    {
      id: 'bookings',
      title: t('terms.bookings'),
      body: (
        <ul>
          <li>{t('terms.bookingsPrices')}</li>
          <li>{t('terms.bookingsConfirmed')}</li>
          <li>{t('terms.bookingsHolds')}</li>
        </ul>
      ),
    },
    {
      id: 'stay',
      title: t('terms.stay'),
      body: (
        <ul>
          <li>{t('terms.stayTimes')}</li>
          <li>{t('terms.stayQuiet')}</li>
          <li>{t('terms.stayDamage')}</li>
        </ul>
      ),
    },
    {
      id: 'cancellations',
      title: t('terms.cancellations'),
      body: (
        <p>
          <PolicySentence
            id="terms.cancellationsText"
            element={<Link to={paths.refundPolicy} className="font-semibold text-brand-800 underline" />}
          />
        </p>
      ),
    },
    { id: 'liability', title: t('terms.liability'), body: <p>{t('terms.liabilityText')}</p> },
    { id: 'law', title: t('terms.law'), body: <p>{t('terms.lawText')}</p> },
    {
      id: 'contact',
      title: t('terms.contact'),
      body: (
        <p>
          <PolicySentence
            id="terms.contactText"
            values={{ phone: brandContacts.supportPhone }}
            element={<SupportEmailLink />}
          />
        </p>
      ),
    },
  ];
  return (
    <main>
      <InfoHero eyebrow={t('legal.eyebrow')} title={t('terms.heading')}>
        <p>{t('legal.effective', { date: t('legal.effectiveDate') })}</p>
        <p className="mt-2">{t('terms.intro')}</p>
      </InfoHero>
      <PolicyDocument sections={sections} />
    </main>
  );
}
