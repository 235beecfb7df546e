import { isCompleteOtp } from '@staybook/contract/auth';
import { formatIndianMobile } from '@staybook/contract/phone';
import { useEffect, useId, useRef, useState } from 'react';
import type { OtpFlow } from '../hooks/use-otp-flow';
import { digitsOnly } from '../logic/messages';
import { EyeIcon, EyeOffIcon, PencilIcon } from './icons';

/** Step two: the 6-digit code, with show/hide, the 30 s resend countdown and a way back to the number. */
export function OtpStep({ flow }: { flow: OtpFlow }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [visible, setVisible] = useState(false);
  const { otp, phone, busy, secondsLeft, otpError, devCode } = flow;

  useEffect(() => {
    // After the modal's own focus handling (it focuses its first control once its children have mounted).
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void flow.verify();
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        Enter the 6-digit code sent to{' '}
        <button
          type="button"
          onClick={flow.changeNumber}
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Edit mobile number ${formatIndianMobile(phone)}`}
        >
          {formatIndianMobile(phone)}
          <PencilIcon />
        </button>
      </p>
      <div>
        <label htmlFor={inputId} className="label">
          OTP
        </label>
        <div className="relative">
          <input
            ref={input}
            id={inputId}
            type={visible ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6-digit code"
            value={otp}
            onChange={(e) => flow.setOtp(digitsOnly(e.target.value, 6))}
            aria-invalid={otpError !== null}
            aria-describedby={otpError ? errorId : undefined}
            className={`input py-3 pr-12 text-center ${otp ? 'font-mono text-xl tracking-[0.5em]' : 'text-base'}`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide OTP' : 'Show OTP'}
            aria-pressed={visible}
            className="absolute inset-y-0 right-1 my-1 grid w-10 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {otpError && (
          <p id={errorId} className="field-error">
            {otpError}
          </p>
        )}
        {devCode && (
          <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
            Development: your code is <span className="font-mono font-semibold">{devCode}</span>
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn-primary w-full py-3 text-base"
        disabled={!isCompleteOtp(otp) || busy !== null}
      >
        {busy === 'verify' ? 'Verifying…' : 'Verify OTP'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600">Didn't get the code?</span>
        <button
          type="button"
          onClick={() => void flow.resend()}
          disabled={secondsLeft > 0 || busy !== null}
          className="rounded px-1 font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-600 disabled:no-underline"
        >
          {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : busy === 'resend' ? 'Resending…' : 'Resend OTP'}
        </button>
      </div>
      {flow.variant === 'modal' && (
        <button
          type="button"
          onClick={flow.changeNumber}
          className="w-full rounded py-1 text-center text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700"
        >
          Change mobile number
        </button>
      )}
    </form>
  );
}
