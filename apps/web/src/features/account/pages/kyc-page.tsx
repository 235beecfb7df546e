import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/page-meta';
import { useLatestKyc } from '../api/kyc';
import { KycForm } from '../components/kyc-form';
import { KycStatusCard } from '../components/kyc-status-card';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /kyc-details: signed-in guests submit an identity document (front and back). */
export default function KycPage() {
  usePageMeta('KYC details', 'Submit an identity document for faster check-in.');
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const latest = useLatestKyc(isAuthenticated);

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">KYC details</h1>
      <p className="mt-1 text-sm text-slate-600">
        Upload a government ID so the property can check you in faster. Choose a document, then add both sides.
      </p>
      <div className="mt-6 space-y-6">
        {!isAuthenticated ? (
          <SignInPrompt message="Please sign in to submit your KYC documents." autoOpen />
        ) : (
          <>
            {latest.isPending ? <Spinner label="Loading your KYC status" /> : null}
            {latest.data?.data ? <KycStatusCard document={latest.data.data} /> : null}
            <section
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
              aria-labelledby="kyc-form-title"
            >
              <h2 id="kyc-form-title" className="mb-4 text-lg font-semibold text-slate-900">
                {latest.data?.data ? 'Submit a new document' : 'Submit your document'}
              </h2>
              <KycForm />
            </section>
          </>
        )}
      </div>
    </main>
  );
}
