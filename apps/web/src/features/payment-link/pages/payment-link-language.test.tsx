import type { PaymentLinkPage as LinkData } from '@staybook/contract/desk-bookings';
import type { Language } from '@staybook/contract/languages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { fakeCheckoutEachTest } from '../../../test/fake-checkout';
import { renderInLanguage } from '../../../test/render-in-language';
import { checkoutBooking, inAnHour, LINK, paymentLink, TOKEN } from './payment-link-fixtures';
import PaymentLinkPage from './payment-link-page';

/**
 * The payment link the desk texts a guest, in the guest's language (issue 43: /hi/pay/<token>): the headings, the
 * stay's labels and days (Intl, IST), the amounts' sentences, the link's ends, and the checkout's failure dialog with
 * its reason from the provider's facts. English stays the spec's words (payment-link-page.test.tsx).
 */
// Part of the stay due now, the rest at the property.
const link = (over: Partial<LinkData> = {}) => paymentLink({ amountDue: 3360, ...over });
const booking = checkoutBooking(3360);

/** The provider's checkout declines unless a test says it pays (the bank refused for want of funds). */
const checkout = fakeCheckoutEachTest({
  outcome: 'decline',
  declined: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your account has insufficient funds.',
      source: 'bank',
      reason: 'insufficient_funds',
    },
  },
});

async function openIn(lang: Language) {
  // The areas the payment link's route loads (router.tsx).
  await renderInLanguage(lang, ['booking'], [{ path: '/pay/:token', element: <PaymentLinkPage /> }], [`/pay/${TOKEN}`]);
}

const words = {
  hi: {
    heading: 'अपनी बुकिंग पूरी करें',
    checkIn: 'चेक-इन',
    checkInDay: 'मंगल, 24 दिस॰ 2030',
    nights: '2 रातें',
    total: 'GST सहित कुल',
    due: /^अपनी बुकिंग की पुष्टि के लिए कृपया .* IST तक ₹3,360 का भुगतान करें।/,
    balance: 'बाकी ₹7,840 का भुगतान पहुँचने पर प्रॉपर्टी पर किया जाता है।',
    pay: '₹3,360 का भुगतान करें',
    failed: 'भुगतान नहीं हो सका',
    reason: 'आपके बैंक ने भुगतान अस्वीकार कर दिया: खाते में पर्याप्त राशि नहीं है',
    expired: 'इस भुगतान लिंक की समय-सीमा खत्म हो गई है',
    noMoney: 'कोई पैसा नहीं लिया गया।',
    home: 'Staybook पर जाएँ',
    cancelled: 'यह बुकिंग रद्द कर दी गई थी',
    notFound: 'भुगतान लिंक नहीं मिला',
    notFoundText: /हमें यह भुगतान लिंक नहीं मिला।/,
    errorTitle: 'कुछ गड़बड़ हो गई',
    loadFailed: 'हम यह भुगतान लिंक लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    holdEnded: 'होल्ड की अवधि ख़त्म — रिफ़ंड शुरू हुआ',
    checkoutFailed: 'भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  de: {
    heading: 'Schließen Sie Ihre Buchung ab',
    checkIn: 'Anreise',
    checkInDay: 'Di., 24. Dez. 2030',
    nights: '2 Nächte',
    total: 'Gesamt inkl. GST',
    due: /^Bitte zahlen Sie ₹3,360 bis .* IST, um Ihre Buchung zu bestätigen\./,
    balance: 'Die restlichen ₹7,840 zahlen Sie bei Ihrer Ankunft in der Unterkunft.',
    pay: '₹3,360 bezahlen',
    failed: 'Zahlung fehlgeschlagen',
    reason: 'Ihre Bank hat die Zahlung abgelehnt: unzureichende Deckung',
    expired: 'Dieser Zahlungslink ist abgelaufen',
    noMoney: 'Es wurde kein Geld abgebucht.',
    home: 'Zu Staybook',
    cancelled: 'Diese Buchung wurde storniert',
    notFound: 'Zahlungslink nicht gefunden',
    notFoundText: /Wir konnten diesen Zahlungslink nicht finden\./,
    errorTitle: 'Etwas ist schiefgelaufen',
    loadFailed: 'Wir konnten diesen Zahlungslink nicht laden. Bitte versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    holdEnded: 'Reservierung abgelaufen — Erstattung veranlasst',
    checkoutFailed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
} as const;

describe.each(['hi', 'de'] as const)('the payment link page in %s', (lang) => {
  const w = words[lang];

  it('shows the stay and what is due in the language, and a declined card’s reason from its facts', async () => {
    const api = mockApi({ [LINK]: ok(link()), [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking) });
    await openIn(lang);
    expect(await screen.findByRole('heading', { name: w.heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete your booking' })).toBeNull();
    const stay = screen.getByRole('region', { name: lang === 'hi' ? 'आपका ठहराव' : 'Ihr Aufenthalt' });
    expect(within(stay).getByText(w.checkIn)).toBeInTheDocument();
    expect(within(stay).getByText(w.checkInDay)).toBeInTheDocument();
    expect(within(stay).getByText(w.nights)).toBeInTheDocument();
    expect(within(stay).getByText(w.total)).toBeInTheDocument();
    expect(within(stay).queryByText('Check-in')).toBeNull();
    expect(screen.getByText(w.due)).toBeInTheDocument();
    expect(screen.getByText(w.balance)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: w.pay }));
    const dialog = await screen.findByRole('dialog', { name: w.failed });
    expect(within(dialog).getByText(w.reason)).toBeInTheDocument();
    expect(within(dialog).queryByText(/insufficient funds/)).toBeNull();
    expect(api.callsTo(`POST /property/v1/app/pay/${TOKEN}/verify`)).toHaveLength(0);
  });

  it('a payment the booking could not take says the booking’s status in the language, not the server’s English', async () => {
    checkout.outcome = 'pay';
    let verified = false;
    mockApi({
      [LINK]: () => ok(link(verified ? { state: 'cancelled' } : {})),
      [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking),
      [`POST /property/v1/app/pay/${TOKEN}/verify`]: () => {
        verified = true;
        return ok({ bookingId: 'b1', status: 'expired', statusText: 'Hold expired — refund initiated' });
      },
    });
    await openIn(lang);
    fireEvent.click(await screen.findByRole('button', { name: w.pay }));
    expect(await screen.findByText(w.holdEnded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: w.cancelled })).toBeInTheDocument();
    expect(screen.queryByText('Hold expired — refund initiated')).toBeNull();
  });

  it('a checkout the server refuses without facts says the language’s own sentence, not the server’s English', async () => {
    mockApi({
      [LINK]: ok(link()),
      [`POST /property/v1/app/pay/${TOKEN}/checkout`]: fail(409, 'CONFLICT', 'This link can no longer be paid.'),
    });
    await openIn(lang);
    fireEvent.click(await screen.findByRole('button', { name: w.pay }));
    expect(await screen.findAllByText(w.checkoutFailed)).not.toHaveLength(0);
    expect(screen.queryByText('This link can no longer be paid.')).toBeNull();
  });

  it('an expired link says so, that no money was taken, with no English heading', async () => {
    mockApi({ [LINK]: ok(link({ state: 'expired', expiresAt: inAnHour() - 7200 })) });
    await openIn(lang);
    expect(await screen.findByRole('heading', { name: w.expired })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This payment link has expired' })).toBeNull();
    expect(screen.getByText(new RegExp(w.noMoney.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.home })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.pay })).toBeNull();
  });

  it('a cancelled link says so in the language and offers nothing to pay', async () => {
    mockApi({ [LINK]: ok(link({ state: 'cancelled' })) });
    await openIn(lang);
    expect(await screen.findByRole('heading', { name: w.cancelled })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This booking was cancelled' })).toBeNull();
    expect(screen.queryByRole('button', { name: w.pay })).toBeNull();
  });

  it('a link that is not ours is not found, in the language', async () => {
    mockApi({ [LINK]: fail(404, 'NOT_FOUND', 'Payment link not found') });
    await openIn(lang);
    expect(await screen.findByRole('heading', { name: w.notFound })).toBeInTheDocument();
    expect(screen.getByText(w.notFoundText)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment link not found' })).toBeNull();
  });

  it('a link that cannot be loaded says so in the language, not the server’s English, and offers to try again', async () => {
    mockApi({ [LINK]: fail(500, 'INTERNAL', 'Internal server error') });
    await openIn(lang);
    expect(await screen.findByRole('heading', { name: w.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(w.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect(screen.getByRole('button', { name: w.tryAgain })).toBeInTheDocument();
  });
});

it('an English page that cannot load the link keeps the server’s message under the spec’s heading', async () => {
  mockApi({ [LINK]: fail(500, 'INTERNAL', 'Internal server error') });
  await openIn('en');
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Internal server error')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
