import { istDateToUnix } from '@staybook/contract/stay-dates';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../../lib/i18n';
import type { SelectedRoom } from '../../logic/selection';
import { BookingPolicies } from './booking-policies';
import { BusinessDetailsSection } from './business-details-section';
import { FamilyRequests } from './family-requests';
import { GuestCounters } from './guest-counters';
import { GuestDetailsForm } from './guest-details-form';
import { HoldCountdown } from './hold-countdown';
import { PriceBreakdown, type PriceLines } from './price-breakdown';
import { ProgressSteps } from './progress-steps';
import { SelectedRoomsList } from './selected-rooms-list';
import { StayDetails } from './stay-details';

/**
 * The review page's details step in the page's language (issue 43): its headings, the stay's dates and times through
 * Intl in IST, counts through ICU plurals, rupees with Indian grouping in every language.
 */
async function inLanguage(lang: 'hi' | 'de', children: ReactNode) {
  const language = await loadPageLanguage(lang, ['booking']);
  await act(async () => {
    render(
      <MemoryRouter>
        <PageLanguageProvider language={language}>
          <Suspense fallback={null}>{children}</Suspense>
        </PageLanguageProvider>
      </MemoryRouter>,
    );
  });
}

const price: PriceLines = {
  totalRoomRent: 146_400,
  tax: 8_352,
  totalPostTax: 154_752,
  nights: 4,
  rooms: [{ id: 'r1', name: 'Deluxe Room', extraGuests: 800 }],
};

const room: SelectedRoom = {
  id: 'r1',
  name: 'Deluxe Room',
  image: null,
  amenities: [],
  url: null,
  price: 112_500,
  nightlyRates: [112_500],
  qnt: 2,
  adults: 2,
  children: 0,
  maxAdults: 2,
  maxChildren: 1,
  maxAvailable: 3,
  ratePlanName: 'Room only',
};

const stay = {
  checkInDate: istDateToUnix('2030-03-02'),
  checkOutDate: istDateToUnix('2030-03-06'),
  nights: 4,
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

describe('the review page in the page language', () => {
  it('Hindi: the steps, the stay, the rooms and the price', async () => {
    await inLanguage(
      'hi',
      <>
        <ProgressSteps current={0} />
        <StayDetails {...stay} onChangeDates={() => {}} />
        <SelectedRoomsList selection={{ r1: room }} editable onQuantity={() => {}} changeRoomsHref="/select-rooms" />
        <PriceBreakdown price={price} estimated={false} due={{ amountDueNow: 54_752, amountDueAtProperty: 100_000 }} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'बुकिंग की प्रगति' })).toHaveTextContent('बुकिंग का विवरण');
    const stayDetails = screen.getByRole('region', { name: 'ठहरने का विवरण' });
    const day = (d: string) =>
      new Intl.DateTimeFormat('hi', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(`${d}T12:00:00+05:30`));
    expect(within(stayDetails).getByText(day('2030-03-02'))).toBeInTheDocument();
    expect(within(stayDetails).getByText('4 रातें')).toBeInTheDocument();
    expect(within(stayDetails).getByText(/^2:00 pm से$/i)).toBeInTheDocument();
    const rooms = screen.getByRole('region', { name: 'चुने गए कमरे' });
    expect(within(rooms).getByText('Room only · ₹1,12,500 / रात')).toBeInTheDocument();
    expect(within(rooms).getByRole('button', { name: 'Deluxe Room कमरे बढ़ाएँ' })).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'दाम का ब्योरा' });
    expect(within(breakdown).getByText('कमरों का किराया (4 रातें)')).toBeInTheDocument();
    expect(within(breakdown).getByText('अतिरिक्त मेहमान, Deluxe Room (₹800/रात × 4 रातें)')).toBeInTheDocument();
    expect(within(breakdown).getByText('₹1,54,752')).toBeInTheDocument();
    expect(within(breakdown).getByText('प्रॉपर्टी पर भुगतान करें')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/review\.|night|Total|Check-in/);
  });

  it('Hindi: the guests, their age bands and the family requests', async () => {
    await inLanguage(
      'hi',
      <>
        <GuestCounters
          guests={{ adults: 2, children: 1 }}
          limits={{ minAdults: 1, maxAdults: 2, maxChildren: 2 }}
          onChange={() => {}}
          companions={{ infants: 1, pets: false }}
          onCompanions={() => {}}
        />
        <FamilyRequests childCount={1} infants={1} childAges={[]} bedRequest={null} onChange={() => {}} />
      </>,
    );
    const guests = screen.getByRole('region', { name: 'मेहमान' });
    expect(within(guests).getByText('13 साल या उससे ज़्यादा')).toBeInTheDocument();
    expect(within(guests).getByText('2 साल से कम: मुफ़्त, गिनती में नहीं')).toBeInTheDocument();
    expect(within(guests).getByRole('button', { name: 'बच्चे बढ़ाएँ' })).toBeInTheDocument();
    expect(within(guests).getByText(/ज़्यादा से ज़्यादा 2 वयस्क ठहर सकते हैं/)).toBeInTheDocument();
    const family = screen.getByRole('region', { name: 'होटल के लिए' });
    expect(within(family).getByRole('combobox', { name: 'बच्चे 1 की उम्र' })).toBeInTheDocument();
    expect(within(family).getByRole('option', { name: 'शिशु के लिए पालना' })).toBeInTheDocument();
    expect(within(family).getByRole('option', { name: '12 साल' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/review\.|Adults|years|cot/);
  });

  it.each([
    ['hi', 'पूरा नाम', 'मेहमान का विवरण अपडेट करें', 'नाम ज़रूरी है', 'कृपया 10 अंकों का सही मोबाइल नंबर डालें'],
    [
      'de',
      'Vollständiger Name',
      'Gastdaten aktualisieren',
      'Der Name ist erforderlich',
      'Bitte geben Sie eine gültige 10-stellige Handynummer ein',
    ],
  ] as const)(
    '%s: the primary guest form and the contract’s validation messages',
    async (lang, name, update, nameRequired, badMobile) => {
      await inLanguage(
        lang,
        <GuestDetailsForm
          details={{ name: '', email: 'asha@example.com', phone: '12345' }}
          locked={false}
          onChange={() => {}}
          onSave={() => {}}
          onEdit={() => {}}
        />,
      );
      expect(screen.getByLabelText(name)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: update }));
      // The schema's English is the API's; the page shows the catalogue's words for it once the forms' area is in.
      expect(await screen.findByText(nameRequired)).toBeInTheDocument();
      expect(screen.getByText(badMobile)).toBeInTheDocument();
      expect(screen.queryByText('Name is required')).toBeNull();
    },
  );

  it('Hindi: the hold and the booking policies of the payment step', async () => {
    await inLanguage(
      'hi',
      <>
        <HoldCountdown seconds={14 * 60 + 5} onStartAgain={() => {}} />
        <BookingPolicies selection={{ r1: { ...room, cancellationHeadline: null } }} />
      </>,
    );
    expect(screen.getByText(/भुगतान पूरा करने के लिए बचा समय:/)).toHaveTextContent(
      'कमरे आपके लिए रोके गए हैं। भुगतान पूरा करने के लिए बचा समय: 15 मिनट',
    );
    const policies = screen.getByRole('region', { name: 'बुकिंग के नियम' });
    expect(within(policies).getByText('Deluxe Room: Room only')).toBeInTheDocument();
    expect(within(policies).getByText('चेक-इन से 24 घंटे पहले तक मुफ़्त रद्द करें और पूरा पैसा वापस पाएँ।')).toBeInTheDocument();
    expect(within(policies).getByText('तुरंत पुष्टि')).toBeInTheDocument();
  });

  it('Hindi: the GST details for a business, the contract’s messages ending as Hindi ends a sentence', async () => {
    await inLanguage(
      'hi',
      <BusinessDetailsSection
        draft={{ wanted: true, companyName: '', gstin: '27AAPFU0939F1Z', address: '' }}
        onChange={() => {}}
        externalErrors={{ companyName: 'Company name is required', gstin: 'A GSTIN has 15 characters.' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /^कारोबार के लिए GST विवरण/ })).toBeChecked();
    expect(screen.getByLabelText('कंपनी का नाम')).toBeInTheDocument();
    expect(await screen.findByText('कंपनी का नाम ज़रूरी है।')).toBeInTheDocument();
    expect(screen.getByText('GSTIN में 15 अक्षर होते हैं।')).toBeInTheDocument();
  });

  it('German: times in 24 hours, one night in the singular', async () => {
    await inLanguage(
      'de',
      <>
        <StayDetails {...stay} checkOutDate={istDateToUnix('2030-03-03')} nights={1} />
        <PriceBreakdown price={{ ...price, nights: 1, rooms: [] }} estimated />
      </>,
    );
    const stayDetails = screen.getByRole('region', { name: 'Aufenthaltsdetails' });
    expect(within(stayDetails).getByText('Ab 14:00')).toBeInTheDocument();
    expect(within(stayDetails).getByText('Bis 11:00')).toBeInTheDocument();
    expect(within(stayDetails).getByText('1 Nacht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daten ändern' })).toBeNull();
    expect(screen.getByText('Zimmerpreis (1 Nacht)')).toBeInTheDocument();
    expect(screen.getByText('Steuern (geschätzt)')).toBeInTheDocument();
    expect(screen.getByText('Der genaue Preis wird berechnet…')).toBeInTheDocument();
  });
});
