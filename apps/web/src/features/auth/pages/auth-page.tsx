import { formatIndianMobile } from '@staybook/contract/phone';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { PhoneIcon } from '../components/icons';
import { OtpStep } from '../components/otp-step';
import { PhoneStep } from '../components/phone-step';
import { useOtpFlow } from '../hooks/use-otp-flow';

/** /auth: mobile number, then the code; success goes home (spec 2.11). */
export default function AuthPage() {
  usePageMeta('Sign in', 'Sign in to Staybook with your mobile number and a one-time code.');
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const flow = useOtpFlow('page', () => navigate(paths.home, { replace: true }));
  const alreadySignedIn = user !== null && flow.step === 'phone' && flow.busy === null;

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 md:grid-cols-2">
        <aside className="hidden flex-col justify-between bg-brand-800 p-8 text-white md:flex">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Staybook</p>
          <div>
            <p className="text-3xl leading-tight font-bold">Goa's finest stays, a code away.</p>
            <p className="mt-3 text-brand-100">
              Sign in with your mobile number to see your bookings and check out faster. No passwords to remember.
            </p>
          </div>
          <p className="text-sm text-brand-100">Support available 24/7</p>
        </aside>
        <section className="p-6 sm:p-10" aria-labelledby="auth-title">
          <div className="mb-6 flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <PhoneIcon />
            </span>
            <div>
              <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
                {alreadySignedIn ? "You're signed in" : flow.step === 'phone' ? 'Sign in' : 'Verify OTP'}
              </h1>
              <p className="text-sm text-slate-600">
                {alreadySignedIn
                  ? 'Welcome back to Staybook'
                  : flow.step === 'phone'
                    ? 'Use your mobile number to continue'
                    : 'Check your messages for the code'}
              </p>
            </div>
          </div>
          {alreadySignedIn ? (
            <div className="space-y-4 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
              <p>
                Signed in as <strong>{user.name || formatIndianMobile(user.phone)}</strong>.
              </p>
              <div className="flex gap-3">
                <Link to={paths.home} className="btn-primary">
                  Go to home
                </Link>
                <Link to={paths.profile} className="btn-outline">
                  My profile
                </Link>
              </div>
            </div>
          ) : flow.step === 'phone' ? (
            <PhoneStep flow={flow} />
          ) : (
            <OtpStep flow={flow} />
          )}
          <p className="mt-8 text-xs text-slate-600">
            By continuing you agree to our{' '}
            <Link to={paths.terms} className="underline hover:text-brand-700">
              Terms and Conditions
            </Link>{' '}
            and{' '}
            <Link to={paths.privacyPolicy} className="underline hover:text-brand-700">
              Privacy Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </main>
  );
}
