import { OtpStep, PhoneStep, useOtpFlow } from '../../auth';

/** Staff and admins sign in with the same mobile OTP as guests; the role comes from the server. */
export function ConsoleSignIn() {
  const flow = useOtpFlow('page', () => {});
  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <section
        aria-labelledby="console-sign-in-title"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
      >
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Staybook console</p>
        <h1 id="console-sign-in-title" className="mt-1 mb-2 text-2xl font-bold text-slate-900">
          {flow.step === 'phone' ? 'Staff sign in' : 'Verify OTP'}
        </h1>
        <p className="mb-6 text-sm text-slate-600">
          {flow.step === 'phone'
            ? 'Enter the mobile number registered for your staff account.'
            : 'Enter the code we sent to your mobile.'}
        </p>
        {flow.step === 'phone' ? <PhoneStep flow={flow} /> : <OtpStep flow={flow} />}
      </section>
    </main>
  );
}
