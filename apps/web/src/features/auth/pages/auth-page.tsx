import { I18nProvider, Trans } from '@lingui/react';
import { formatIndianMobile } from '@staybook/contract/phone';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { usePageI18n, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { PhoneIcon } from '../components/icons';
import { OtpStep } from '../components/otp-step';
import { PhoneStep } from '../components/phone-step';
import { useOtpFlow } from '../hooks/use-otp-flow';

/** /auth: mobile number, then the code; success goes home (spec 2.11). */
export default function AuthPage() {
  const t = useT('auth');
  const i18n = usePageI18n();
  usePageMeta(t('auth.page.title'), t('auth.page.description'));
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const flow = useOtpFlow('page', () => navigate(paths.home, { replace: true }));
  const alreadySignedIn = user !== null && flow.step === 'phone' && flow.busy === null;
  const state = alreadySignedIn ? 'signedIn' : flow.step === 'phone' ? 'phone' : 'otp';

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 md:grid-cols-2">
        <aside className="hidden flex-col justify-between bg-brand-800 p-8 text-white md:flex">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Staybook</p>
          <div>
            <p className="text-3xl leading-tight font-bold">{t('auth.page.tagline')}</p>
            <p className="mt-3 text-brand-100">{t('auth.page.pitch')}</p>
          </div>
          <p className="text-sm text-brand-100">{t('auth.page.support')}</p>
        </aside>
        <section className="p-6 sm:p-10" aria-labelledby="auth-title">
          <div className="mb-6 flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <PhoneIcon />
            </span>
            <div>
              <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
                {t('auth.page.heading', { state })}
              </h1>
              <p className="text-sm text-slate-600">{t('auth.page.sub', { state })}</p>
            </div>
          </div>
          {alreadySignedIn ? (
            <div className="space-y-4 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
              <p>
                <I18nProvider i18n={i18n}>
                  <Trans
                    id="auth.page.signedInAs"
                    values={{ name: user.name || formatIndianMobile(user.phone) }}
                    components={{ 0: <strong /> }}
                  />
                </I18nProvider>
              </p>
              <div className="flex gap-3">
                <Link to={paths.home} className="btn-primary">
                  {t('auth.page.home')}
                </Link>
                <Link to={paths.profile} className="btn-outline">
                  {t('auth.page.profile')}
                </Link>
              </div>
            </div>
          ) : flow.step === 'phone' ? (
            <PhoneStep flow={flow} />
          ) : (
            <OtpStep flow={flow} />
          )}
          <p className="mt-8 text-xs text-slate-600">
            <I18nProvider i18n={i18n}>
              <Trans
                id="auth.page.agree"
                components={{
                  0: <Link to={paths.terms} className="underline hover:text-brand-700" />,
                  1: <Link to={paths.privacyPolicy} className="underline hover:text-brand-700" />,
                }}
              />
            </I18nProvider>
          </p>
        </section>
      </div>
    </main>
  );
}
