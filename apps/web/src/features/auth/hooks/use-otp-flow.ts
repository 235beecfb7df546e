import { isCompleteOtp, OTP_RESEND_SECONDS } from '@staybook/contract/auth';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { isIndianMobile } from '@staybook/contract/phone';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useAuthStore } from '../../../lib/auth-store';
import { giveDeviceNameToAccount } from '../../../lib/guest-name';
import { useLanguage, useT } from '../../../lib/i18n';
import { adoptProfileLanguage } from '../../../lib/profile-language';
import { fetchDevOtp, generateOtp, verifyOtp } from '../api/login';
import {
  type AuthVariant,
  authTextIds,
  authTexts,
  failureInLanguage,
  failureText,
  remainingAttempts,
  resendFailureMessage,
  sendFailureMessage,
  verifyFailureMessage,
} from '../logic/messages';
import { useCountdown } from './use-countdown';

export type OtpStep = 'phone' | 'otp';
type Busy = null | 'send' | 'verify' | 'resend';

/** The phone-then-code flow shared by the sign-in page and the modal; only the wording differs. */
export function useOtpFlow(variant: AuthVariant, onSignedIn: () => void) {
  // The sign-in's words in the page's language (English's are the spec's, authTexts); the number's rule is the
  // contract's message, which the form kit words in the page's language.
  const t = useT('auth');
  const isEnglish = useLanguage() === DEFAULT_LANGUAGE;
  const ids = authTextIds[variant];
  const texts = {
    phoneError: authTexts[variant].phoneError,
    sendButton: t(ids.sendButton),
    sent: t(ids.sent),
    signedIn: t(ids.signedIn),
    invalid: failureText(authTexts[variant].invalid, t),
  };
  const login = useAuthStore((s) => s.login);
  const [step, setStep] = useState<OtpStep>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [devCode, setDevCode] = useState<string | null>(null);
  const countdown = useCountdown();

  const afterCodeSent = (resendAfterSeconds: number) => {
    // The spec's wait is 30 s; a server asking for longer wins.
    countdown.start(Math.max(OTP_RESEND_SECONDS, resendAfterSeconds));
    setOtp('');
    setOtpError(null);
    setDevCode(null);
    void fetchDevOtp(phone).then(setDevCode, () => setDevCode(null));
  };

  async function sendCode() {
    if (!isIndianMobile(phone) || busy) return;
    setBusy('send');
    try {
      const res = await generateOtp(phone);
      toast.success(texts.sent);
      setStep('otp');
      afterCodeSent(res.data.resendAfterSeconds);
    } catch (error) {
      toast.error(failureInLanguage(sendFailureMessage(error), error, t, 'auth.sendFailed', isEnglish));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (countdown.secondsLeft > 0 || busy) return;
    setBusy('resend');
    try {
      const res = await generateOtp(phone);
      toast.success(t('auth.resent'));
      afterCodeSent(res.data.resendAfterSeconds);
    } catch (error) {
      toast.error(failureInLanguage(resendFailureMessage(error), error, t, 'auth.resendFailed', isEnglish));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (!isCompleteOtp(otp) || busy) return;
    setBusy('verify');
    try {
      const res = await verifyOtp(phone, otp);
      if (!res.token?.accessToken) {
        toast.error(texts.invalid);
        setOtpError(texts.invalid);
        return;
      }
      login(res.user, { accessToken: res.token.accessToken });
      // The profile's language becomes this device's when it has none chosen (issue 43).
      adoptProfileLanguage(res.user);
      // A name this device gave at an unlock for this mobile becomes the new account's (asked once, issue 24).
      await giveDeviceNameToAccount();
      toast.success(texts.signedIn);
      onSignedIn();
    } catch (error) {
      const fallback = variant === 'page' ? 'auth.verifyFailed' : 'auth.invalid.modal';
      const message = failureInLanguage(verifyFailureMessage(variant, error), error, t, fallback, isEnglish);
      const left = remainingAttempts(error);
      toast.error(message);
      setOtpError(left === null ? message : `${message} ${t('auth.attemptsLeft', { count: left })}`);
    } finally {
      setBusy(null);
    }
  }

  function changeNumber() {
    setStep('phone');
    setOtp('');
    setOtpError(null);
    setDevCode(null);
    countdown.reset();
  }

  return {
    variant,
    texts,
    step,
    phone,
    setPhone,
    otp,
    setOtp: (value: string) => {
      setOtp(value);
      setOtpError(null);
    },
    busy,
    otpError,
    devCode,
    secondsLeft: countdown.secondsLeft,
    sendCode,
    resend,
    verify,
    changeNumber,
  };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;
