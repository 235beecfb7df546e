import { isIndianMobile, mobileFieldValue } from '@staybook/contract/phone';
import { useEffect, useId, useRef, useState } from 'react';
import type { OtpFlow } from '../hooks/use-otp-flow';

/**
 * Step one: a 10-digit Indian mobile number (+91 only), typed or pasted in any spelling ('+91 98220 00003',
 * '09822000003'); the field keeps its 10 digits. Continue stays disabled until the number is valid.
 */
export function PhoneStep({ flow }: { flow: OtpFlow }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const { phone, texts, busy } = flow;
  const valid = isIndianMobile(phone);
  // Speak up once the number is as long as it gets (11 digits with a trunk 0), clearly wrong from its first digit
  // (0 is a prefix still being typed), or left unfinished.
  const finished = phone.length >= (phone.startsWith('0') ? 11 : 10) || !/^[06-9]/.test(phone);
  const showError = phone.length > 0 && !valid && (touched || finished);

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
        void flow.sendCode();
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor={inputId} className="label">
          Mobile number
        </label>
        <div
          className={`flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-600/30 ${
            showError ? 'border-red-600' : 'border-slate-300 focus-within:border-brand-600'
          }`}
        >
          <span className="flex items-center border-r border-slate-200 bg-slate-50 px-3 text-base font-medium text-slate-700">
            +91
          </span>
          <input
            ref={input}
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            value={phone}
            onChange={(e) => flow.setPhone(mobileFieldValue(e.target.value))}
            onBlur={() => setTouched(true)}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            className="min-w-0 flex-1 px-3 py-3 text-base tracking-wide text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
        </div>
        {showError && (
          <p id={errorId} className="field-error">
            {texts.phoneError}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={!valid || busy !== null}>
        {busy === 'send' ? 'Sending OTP…' : texts.sendButton}
      </button>
      <p className="text-center text-xs text-slate-600">We'll send a 6-digit code by SMS to verify your number.</p>
    </form>
  );
}
