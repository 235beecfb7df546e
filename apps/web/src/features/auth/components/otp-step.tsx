import { I18nProvider, Trans } from '@lingui/react';
import { isCompleteOtp } from '@staybook/contract/auth';
import { formatIndianMobile } from '@staybook/contract/phone';
import { useEffect, useId, useRef, useState } from 'react';
import { usePageI18n, useT } from '../../../lib/i18n';
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
  const t = useT('auth');
  const i18n = usePageI18n();

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
        {/* One sentence holding the number's button (<0>…</0>, its pencil <1/>), wherever the language puts it. */}
        <I18nProvider i18n={i18n}>
          <Trans
            id="auth.codeSentTo"
            values={{ phone: formatIndianMobile(phone) }}
            components={{
              0: (
                <button
                  type="button"
                  onClick={flow.changeNumber}
                  className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
                  aria-label={t('auth.editNumber', { phone: formatIndianMobile(phone) })}
                />
              ),
              1: <PencilIcon />,
            }}
          />
        </I18nProvider>
      </p>
      <div>
        <label htmlFor={inputId} className="label">
          {t('auth.otpLabel')}
        </label>
        <div className="relative">
          <input
            ref={input}
            id={inputId}
            type={visible ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.otpPlaceholder')}
            value={otp}
            onChange={(e) => flow.setOtp(digitsOnly(e.target.value, 6))}
            aria-invalid={otpError !== null}
            aria-describedby={otpError ? errorId : undefined}
            className={`input py-3 pr-12 text-center ${otp ? 'font-mono text-xl tracking-[0.5em]' : 'text-base'}`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('auth.hideOtp') : t('auth.showOtp')}
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
            <I18nProvider i18n={i18n}>
              <Trans
                id="auth.devCode"
                values={{ code: devCode }}
                components={{ 0: <span className="font-mono font-semibold" /> }}
              />
            </I18nProvider>
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn-primary w-full py-3 text-base"
        disabled={!isCompleteOtp(otp) || busy !== null}
      >
        {busy === 'verify' ? t('auth.verifying') : t('auth.verify')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600">{t('auth.noCode')}</span>
        <button
          type="button"
          onClick={() => void flow.resend()}
          disabled={secondsLeft > 0 || busy !== null}
          className="rounded px-1 font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-600 disabled:no-underline"
        >
          {secondsLeft > 0
            ? t('auth.resendIn', { seconds: secondsLeft })
            : busy === 'resend'
              ? t('auth.resending')
              : t('auth.resend')}
        </button>
      </div>
      {flow.variant === 'modal' && (
        <button
          type="button"
          onClick={flow.changeNumber}
          className="w-full rounded py-1 text-center text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700"
        >
          {t('auth.changeNumber')}
        </button>
      )}
    </form>
  );
}
