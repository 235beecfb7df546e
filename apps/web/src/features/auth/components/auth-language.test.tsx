import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { fail, mockApi } from '../../../test/api-mock';
import { AuthModal } from './auth-modal';

/**
 * The sign-in dialog a guest meets at "Proceed to Payment", in the page's language (issue 43): its steps, the
 * contract's number rule, the resend countdown and a wrong code's attempts through ICU plurals. English stays the
 * spec's words (auth-modal.test.tsx holds the rest of them).
 */
function fakeApi() {
  return mockApi({
    'GET /user/v1/guest-auth/dev/latest-otp': fail(404, 'NOT_FOUND', 'x'),
    'POST /user/v1/guest-auth/login': ({ body }) => {
      const sent = body as { step?: string; otp?: string };
      if (sent.step === 'generate-otp')
        return {
          success: true,
          message: 'OTP sent successfully',
          data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
        };
      return fail(400, 'BAD_REQUEST', 'Invalid OTP. Please try again.', { reason: 'invalid', remainingAttempts: 1 });
    },
  });
}

async function openIn(lang: 'en' | 'hi' | 'de', intro: string) {
  const language = await loadPageLanguage(lang);
  act(() => useAuthModal.getState().openModal('LOGIN'));
  // In act: the steps wait for the area's chunk (a promise React replays on), as the app's first opening does.
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <AuthModal />
        <Toaster />
      </PageLanguageProvider>,
    );
  });
  await screen.findByText(intro, undefined, { timeout: 10_000 });
}

const words = {
  en: {
    title: 'Login',
    intro: 'Enter your mobile number to continue.',
    mobile: 'Mobile number',
    rule: 'Please enter a valid 10-digit mobile number',
    send: 'Proceed',
    note: "We'll send a 6-digit code by SMS to verify your number.",
    sent: 'OTP sent successfully to your mobile',
    codeSentTo: 'Enter the 6-digit code sent to +91 98765 43210',
    edit: 'Edit mobile number +91 98765 43210',
    otp: 'OTP',
    resendIn: 'Resend OTP in 30s',
    verify: 'Verify OTP',
    wrong: 'Invalid OTP. Please try again. 1 attempt left.',
    change: 'Change mobile number',
  },
  hi: {
    title: 'लॉग इन',
    intro: 'जारी रखने के लिए अपना मोबाइल नंबर डालें।',
    mobile: 'मोबाइल नंबर',
    rule: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें',
    send: 'आगे बढ़ें',
    note: 'आपका नंबर सत्यापित करने के लिए हम SMS से 6 अंकों का कोड भेजेंगे।',
    sent: 'OTP आपके मोबाइल पर सफलतापूर्वक भेजा गया',
    codeSentTo: '+91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें',
    edit: 'मोबाइल नंबर +91 98765 43210 बदलें',
    otp: 'OTP',
    resendIn: '30 सेकंड में OTP दोबारा भेजें',
    verify: 'OTP सत्यापित करें',
    wrong: 'अमान्य OTP। कृपया फिर से कोशिश करें। 1 प्रयास बाकी है।',
    change: 'मोबाइल नंबर बदलें',
  },
  de: {
    title: 'Anmelden',
    intro: 'Geben Sie Ihre Handynummer ein, um fortzufahren.',
    mobile: 'Handynummer',
    rule: 'Bitte geben Sie eine gültige 10-stellige Handynummer ein',
    send: 'Fortfahren',
    note: 'Wir senden Ihnen per SMS einen 6-stelligen Code, um Ihre Nummer zu bestätigen.',
    sent: 'OTP erfolgreich an Ihr Handy gesendet',
    codeSentTo: 'Geben Sie den 6-stelligen Code ein, der an +91 98765 43210 gesendet wurde',
    edit: 'Handynummer +91 98765 43210 ändern',
    otp: 'OTP',
    resendIn: 'OTP in 30 s erneut senden',
    verify: 'OTP bestätigen',
    wrong: 'Ungültiges OTP. Bitte versuchen Sie es erneut. Noch 1 Versuch.',
    change: 'Handynummer ändern',
  },
};

describe('the sign-in dialog in the page language', () => {
  beforeEach(() => {
    fakeApi();
    useAuthStore.getState().logout();
  });
  afterEach(() => {
    act(() => useAuthModal.getState().closeModal());
  });

  for (const lang of ['en', 'hi', 'de'] as const) {
    it(`asks for the number, sends the code and counts down in ${lang}`, async () => {
      const w = words[lang];
      const u = userEvent.setup();
      await openIn(lang, w.intro);
      expect(screen.getByRole('dialog', { name: w.title })).toBeInTheDocument();
      expect(screen.getByText(w.note)).toBeInTheDocument();
      await u.type(screen.getByLabelText(w.mobile), '51234');
      await u.tab();
      expect(await screen.findByText(w.rule)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: w.send })).toBeDisabled();
      await u.clear(screen.getByLabelText(w.mobile));
      await u.type(screen.getByLabelText(w.mobile), '9876543210');
      await u.click(screen.getByRole('button', { name: w.send }));
      expect(await screen.findByText(w.sent)).toBeInTheDocument();
      // One sentence with the number's button where the language puts it.
      expect(screen.getByRole('button', { name: w.edit }).closest('p')).toHaveTextContent(w.codeSentTo);
      expect(screen.getByRole('button', { name: w.resendIn })).toBeDisabled();
      await u.type(screen.getByLabelText(w.otp), '654321');
      await u.click(screen.getByRole('button', { name: w.verify }));
      await waitFor(() => expect(screen.getAllByText(w.wrong).length).toBeGreaterThan(0));
      expect(screen.getByRole('button', { name: w.change })).toBeInTheDocument();
    });
  }
});

describe("the server's sign-in refusals in the dialog's language", () => {
  beforeEach(() => useAuthStore.getState().logout());
  afterEach(() => {
    act(() => useAuthModal.getState().closeModal());
  });

  const refusing = (generate: ReturnType<typeof fail> | null, verify: ReturnType<typeof fail>) =>
    mockApi({
      'GET /user/v1/guest-auth/dev/latest-otp': fail(404, 'NOT_FOUND', 'x'),
      'POST /user/v1/guest-auth/login': ({ body }) => {
        if ((body as { step?: string }).step !== 'generate-otp') return verify;
        return (
          generate ?? {
            success: true,
            message: 'OTP sent successfully',
            data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
          }
        );
      },
    });

  it('says an expired code in German, never the English', async () => {
    refusing(null, fail(400, 'BAD_REQUEST', 'This OTP has expired. Please request a new one.', { reason: 'expired' }));
    const u = userEvent.setup();
    await openIn('de', words.de.intro);
    await u.type(screen.getByLabelText(words.de.mobile), '9876543210');
    await u.click(screen.getByRole('button', { name: words.de.send }));
    await u.type(await screen.findByLabelText(words.de.otp), '654321');
    await u.click(screen.getByRole('button', { name: words.de.verify }));
    const expired = 'Dieses OTP ist abgelaufen. Bitte fordern Sie ein neues an.';
    await waitFor(() => expect(screen.getAllByText(expired).length).toBeGreaterThan(0));
    expect(screen.queryByText(/has expired/)).toBeNull();
  });

  it('says a send limit with its wait in Hindi', async () => {
    refusing(
      fail(429, 'RATE_LIMITED', 'Too many OTP requests. Please try again in 9 minutes.', {
        reason: 'number_burst',
        retryAfterSeconds: 507,
      }),
      fail(400, 'BAD_REQUEST', 'x'),
    );
    const u = userEvent.setup();
    await openIn('hi', words.hi.intro);
    await u.type(screen.getByLabelText(words.hi.mobile), '9876543210');
    await u.click(screen.getByRole('button', { name: words.hi.send }));
    expect(await screen.findByText('बहुत अधिक OTP अनुरोध। कृपया 9 मिनट बाद फिर से कोशिश करें।')).toBeInTheDocument();
    expect(screen.queryByText(/Too many OTP requests/)).toBeNull();
  });
});
