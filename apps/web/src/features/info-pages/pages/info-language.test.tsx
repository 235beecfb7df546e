import type { Language } from '@staybook/contract/languages';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RouteErrorScreen } from '../../../app/layout/error-screens';
import { mockApi, ok } from '../../../test/api-mock';
import { renderInLanguage } from '../../../test/render-in-language';
import ProfilePage from '../../account/pages/profile-page';
import ContactPage from './contact-page';
import RefundPolicyPage from './refund-policy-page';
import SettingsPage from './settings-page';
import SupportPage from './support-page';

/**
 * The account and information pages in the page's language (issue 43): Settings' true sentence about where the
 * choices are kept, the profile, contact's form and its sentence holding the support address, the FAQ, and the route
 * error screen (which loads its words without suspending). English keeps its words (their own tests and stories).
 */
async function renderIn(lang: Language, element: ReactElement, areas: 'info'[] = ['info']) {
  await renderInLanguage(lang, areas, [{ path: '/', element, errorElement: <RouteErrorScreen /> }]);
}

const kept = {
  en: 'Your name and notifications are kept on this device. Your language is kept here and, when you are signed in, on your profile too, so it follows you when you sign in on another device.',
  hi: 'आपका नाम और सूचनाएँ इसी डिवाइस पर रखी जाती हैं। आपकी भाषा यहाँ रखी जाती है और साइन इन होने पर आपकी प्रोफ़ाइल में भी, ताकि किसी दूसरे डिवाइस पर साइन इन करने पर भी वही भाषा मिले।',
  de: 'Ihr Name und Ihre Benachrichtigungen werden auf diesem Gerät gespeichert. Ihre Sprache wird hier und, wenn Sie angemeldet sind, auch in Ihrem Profil gespeichert – so begleitet sie Sie, wenn Sie sich auf einem anderen Gerät anmelden.',
};

describe('the account and information pages in the page language', () => {
  for (const lang of ['en', 'hi', 'de'] as const) {
    it(`Settings says truly where the choices are kept, in ${lang}`, async () => {
      await renderIn(lang, <SettingsPage />);
      expect(screen.getByText(kept[lang])).toBeInTheDocument();
      expect(screen.queryByText('Preferences are kept on this device.')).toBeNull();
    });
  }

  it('greets a signed-out guest on the profile in Hindi, with its links', async () => {
    await renderIn('hi', <ProfilePage />);
    expect(screen.getByRole('heading', { name: 'नमस्ते मेहमान' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /मेरी बुकिंग/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन / साइन अप' })).toBeInTheDocument();
  });

  it('draws the contact form in German, the support address inside its sentence', async () => {
    mockApi({ '/property/v1/config': ok({ supportEmail: 'help@staybook.example' }) });
    await renderIn('de', <ContactPage />);
    expect(await screen.findAllByRole('link', { name: 'help@staybook.example' })).toHaveLength(2);
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === 'Für Änderungen an einer Buchung schreiben Sie an help@staybook.example.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Buchungsanfrage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
  });

  it('states the refund and cancellation policy in Hindi, the support address inside its sentence', async () => {
    mockApi({ '/property/v1/config': ok({ supportEmail: 'help@staybook.example' }) });
    await renderIn('hi', <RefundPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'रिफ़ंड और रद्द करने की नीति' })).toBeInTheDocument();
    expect(screen.getByText('प्रोसेसिंग का समय')).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'help@staybook.example' });
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          (el.textContent ?? '').endsWith('किसी और बदलाव के लिए अपनी बुकिंग ID के साथ help@staybook.example पर लिखें।'),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ज़रूरी बातें' })).toBeInTheDocument();
  });

  it('answers the common questions in Hindi', async () => {
    mockApi({ '/property/v1/config': ok({ supportEmail: 'help@staybook.example' }) });
    await renderIn('hi', <SupportPage />);
    expect(screen.getByRole('button', { name: /क्या मैं अपनी बुकिंग मुफ़्त में रद्द कर सकता हूँ\?/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /कॉल\u00a0करें/ })).toBeInTheDocument();
  });

  it('shows the route error screen in Hindi, loading its words without suspending', async () => {
    function Broken(): ReactElement {
      throw new Error('render failed');
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await renderIn('hi', <Broken />, []);
      expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई।' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पेज दोबारा लोड करें' })).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
