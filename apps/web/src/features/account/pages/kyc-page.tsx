import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth-store';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useLatestKyc } from '../api/kyc';
import { KycForm } from '../components/kyc-form';
import { KycStatusCard } from '../components/kyc-status-card';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /kyc-details: signed-in guests submit an identity document (front and back). */
export default function KycPage() {
  const t = useT('info');
  usePageMeta(t('kyc.title'), t('kyc.description'));
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const latest = useLatestKyc(isAuthenticated);

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('kyc.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('kyc.intro')}</p>
      <div className="mt-6 space-y-6">
        {!isAuthenticated ? (
          <SignInPrompt message={t('kyc.signIn')} autoOpen />
        ) : (
          <>
            {latest.isPending ? <Spinner label={t('kyc.loading')} /> : null}
            {latest.data?.data ? <KycStatusCard document={latest.data.data} /> : null}
            <section
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
              aria-labelledby="kyc-form-title"
            >
              <h2 id="kyc-form-title" className="mb-4 text-lg font-semibold text-slate-900">
                {latest.data?.data ? t('kyc.submitNew') : t('kyc.submitFirst')}
              </h2>
              <KycForm />
            </section>
          </>
        )}
      </div>
    </main>
  );
}
