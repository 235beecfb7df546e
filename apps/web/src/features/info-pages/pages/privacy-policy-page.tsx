import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { brandContacts } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';
import { PolicyDocument, type PolicySection, PolicySentence } from '../components/policy-document';

export default function PrivacyPolicyPage() {
  const t = useT('legal');
  usePageMeta(t('privacy.title'), t('privacy.description'));
  const sections: PolicySection[] = [
    {
      id: 'what-we-collect',
      title: t('privacy.collect'),
      body: (
        <>
          <p>{t('privacy.collectIntro')}</p>
          <ul>
            <li>{t('privacy.collectContact')}</li>
            <li>{t('privacy.collectStay')}</li>
            <li>{t('privacy.collectPayment')}</li>
            <li>{t('privacy.collectTechnical')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: t('privacy.use'),
      body: (
        <ul>
          <li>{t('privacy.useConfirm')}</li>
          <li>{t('privacy.useHelp')}</li>
          <li>{t('privacy.useOffers')}</li>
          <li>{t('privacy.useFraud')}</li>
        </ul>
      ),
    },
    { id: 'sharing', title: t('privacy.sharing'), body: <p>{t('privacy.sharingText')}</p> },
    { id: 'storage', title: t('privacy.storage'), body: <p>{t('privacy.storageText')}</p> },
    { id: 'retention', title: t('privacy.retention'), body: <p>{t('privacy.retentionText')}</p> },
    {
      id: 'rights',
      title: t('privacy.rights'),
      body: (
        <p>
          <PolicySentence id="privacy.rightsText" element={<SupportEmailLink />} />
        </p>
      ),
    },
    { id: 'security', title: t('privacy.security'), body: <p>{t('privacy.securityText')}</p> },
    {
      id: 'changes',
      title: t('privacy.changes'),
      body: (
        <p>
          <PolicySentence
            id="privacy.changesText"
            values={{ phone: brandContacts.supportPhone }}
            element={<SupportEmailLink />}
          />
        </p>
      ),
    },
  ];
  return (
    <main>
      <InfoHero eyebrow={t('legal.eyebrow')} title={t('privacy.heading')}>
        <p>{t('legal.effective', { date: t('legal.effectiveDate') })}</p>
        <p className="mt-2">{t('privacy.intro')}</p>
      </InfoHero>
      <PolicyDocument sections={sections} />
    </main>
  );
}
