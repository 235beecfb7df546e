import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { useT } from '../../../lib/i18n';
import { brandContacts } from '../brand-contacts';

interface ContactCardProps {
  title?: string;
  className?: string;
}

/** Phone and e-mail of the support desk, both actionable. */
export function ContactCard({ title: titled, className = '' }: ContactCardProps) {
  const t = useT('info');
  const title = titled ?? t('contact.needHelp');
  return (
    <aside aria-label={title} className={`rounded-2xl border border-brand-100 bg-brand-50 p-5 ${className}`}>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('contact.answers')}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{t('contact.phoneLabel')}</dt>
          <dd>
            <a
              href={brandContacts.supportPhoneHref}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {brandContacts.supportPhone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('contact.emailLabel')}</dt>
          <dd>
            <SupportEmailLink className="font-semibold text-brand-800 underline-offset-2 hover:underline" />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
