import type { Language } from '@staybook/contract/languages';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderInLanguage } from '../../../test/render-in-language';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

/**
 * The privacy policy and the terms in the page's language (issue 43, the `legal` area): the hero, the table of
 * contents, every section, and the sentences holding the support address or the refund policy's link (one message
 * each, the element where the language puts it). English reads exactly as it did before the catalogues.
 */
async function renderIn(lang: Language, element: ReactElement) {
  await renderInLanguage(lang, ['legal'], [{ path: '/', element }]);
  // The support address is the server's (its config), drawn once answered.
  await screen.findAllByRole('link', { name: 'help@staybook.example' });
  return screen.getByRole('main');
}

const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeEach(() => {
  mockApi({ '/property/v1/config': ok({ supportEmail: 'help@staybook.example' }) });
});

describe('the privacy policy', () => {
  it('in English, as before', async () => {
    const main = await renderIn('en', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Effective date: January 1, 2025');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map(text)).toEqual([
      '1. What we collect',
      '2. How we use it',
      '3. Who we share it with',
      '4. Cookies and local storage',
      '5. How long we keep it',
      '6. Your rights',
      '7. Security',
      '8. Changes and contact',
    ]);
    expect(text(main)).toContain(
      "Under India's Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your personal data, and withdraw consent for marketing. Write to help@staybook.example and we will reply within 30 days.",
    );
    expect(text(main)).toContain(
      'If we change this policy we will update the effective date above. Questions? Call +91 832 240 0000 or e-mail help@staybook.example.',
    );
    expect(screen.getByText('to send offers you asked for — you can stop them at any time;')).toBeInTheDocument();
  });

  it('in Hindi: every section, the address inside its sentence', async () => {
    const main = await renderIn('hi', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'निजता नीति' })).toBeInTheDocument();
    expect(main).toHaveTextContent('लागू होने की तारीख़: 1 जनवरी 2025');
    const toc = screen.getByRole('navigation', { name: 'इस पेज पर' });
    expect(within(toc).getAllByRole('link')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 2, name: '6. आपके अधिकार' })).toBeInTheDocument();
    const [rights] = screen.getAllByRole('link', { name: 'help@staybook.example' });
    expect(text(rights?.closest('p') as HTMLElement)).toBe(
      'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपना निजी डेटा देखने, सुधारने या मिटाने के लिए कह सकते हैं, और मार्केटिंग के लिए दी गई सहमति वापस ले सकते हैं। help@staybook.example पर लिखें, हम 30 दिनों के भीतर जवाब देंगे।',
    );
    expect(text(main)).not.toMatch(/What we collect|Your rights|Effective date|On this page/);
  });
});

describe('the terms', () => {
  it('in English, as before, the refund policy a link inside its sentence', async () => {
    const main = await renderIn('en', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(text(main)).toContain(
      'Cancellations follow the policy of your booking. Read our refund and cancellation policy for how refunds are handled.',
    );
    expect(screen.getByRole('link', { name: 'refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-cancellation-policy',
    );
    expect(text(main)).toContain('Questions about these terms: help@staybook.example or +91 832 240 0000.');
  });

  it('in German', async () => {
    const main = await renderIn('de', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Gültig ab: 1. Januar 2025');
    expect(screen.getByRole('heading', { level: 2, name: '7. Anwendbares Recht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erstattungs- und Stornierungsbedingungen' })).toHaveAttribute(
      'href',
      '/refund-cancellation-policy',
    );
    expect(text(main)).toContain('Fragen zu diesen Bedingungen: help@staybook.example oder +91 832 240 0000.');
    expect(text(main)).not.toMatch(/Governing law|Who can book|Effective date/);
  });
});
