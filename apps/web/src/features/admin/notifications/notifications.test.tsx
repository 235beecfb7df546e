import {
  defaultTemplates,
  type NotificationMessage,
  type NotificationTemplate,
} from '@staybook/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { accessOf, renderConsole } from '../test/render-console';
import { BookingMessagesPanel } from './components/booking-messages-panel';
import { PropertyContactsPanel } from './components/property-contacts-panel';

const whatsappTemplate: NotificationTemplate = {
  kind: 'booking_confirmed',
  channel: 'whatsapp',
  subject: null,
  body: defaultTemplates.booking_confirmed.whatsapp!.body,
  edited: false,
  updatedAt: null,
};

/** The server's preview of a guest's message in a language (the words here stand for the catalogues'). */
const guestPreview = (query: URLSearchParams) => {
  const language = query.get('language') ?? 'en';
  const words: Record<string, { subject: string; sms: string }> = {
    hi: { subject: 'बुकिंग पक्की — SB7K2M9Q', sms: 'Staybook: … पक्की हो गई है।' },
    de: { subject: 'Buchung bestätigt — SB7K2M9Q', sms: 'Staybook: booking SB7K2M9Q … is confirmed.' },
  };
  const w = words[language] ?? { subject: 'Booking confirmed — SB7K2M9Q', sms: 'Staybook: booking SB7K2M9Q …' };
  return {
    message: query.get('message'),
    language,
    subject: w.subject,
    mail: `${w.subject}\n…`,
    sms: w.sms,
    smsLanguage: language === 'de' ? 'en' : language,
  };
};

describe('message templates in the console', () => {
  it("previews the guest's booking message in the language picked, saying when its SMS goes in English", async () => {
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/notifications/templates': ok([whatsappTemplate]),
      'GET /api/admin/notifications/guest-preview': ({ url }) => ok(guestPreview(url.searchParams)),
    });
    renderConsole('/admin/notifications');
    const preview = await screen.findByRole('region', { name: 'Guest message preview' });
    expect(within(preview).getByText('बुकिंग पक्की — SB7K2M9Q')).toBeInTheDocument();
    expect(preview).toHaveAttribute('lang', 'hi');
    expect(within(preview).queryByText(/^In English/)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    const german = await screen.findByRole('region', { name: 'Guest message preview' });
    expect(await within(german).findByText('Buchung bestätigt — SB7K2M9Q')).toBeInTheDocument();
    expect(within(german).getByText('In English: no SMS template is registered in this language')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Guest message'), 'refund_credited');
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/admin/notifications/guest-preview').map((c) => c.path)).toContain(
        '/api/admin/notifications/guest-preview?message=refund_credited&language=de',
      ),
    );
  });

  it('previews the wording on a sample booking, refuses an unknown placeholder before saving, and saves', async () => {
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/notifications/templates': ok([whatsappTemplate]),
      'PUT /api/admin/notifications/templates/:kind/:channel': ({ body }) =>
        ok({ ...whatsappTemplate, ...(body as object), edited: true, updatedAt: '2026-11-26T10:00:00.000Z' }),
      'GET /api/admin/notifications/guest-preview': ({ url }) => ok(guestPreview(url.searchParams)),
    });
    renderConsole('/admin/notifications');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('New booking SB7K2M9Q at Casa Azul, Assagao from Website.');

    const message = screen.getByLabelText('Message', { selector: 'textarea' });
    await userEvent.clear(message);
    await userEvent.type(message, 'New: {{bookingCode} for {{guest}.');
    expect(
      screen.getByText(/^\{guest\} is not a placeholder of this message\. Use only: \{propertyName\}/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save template' })).toBeDisabled();

    await userEvent.clear(message);
    await userEvent.type(message, 'New: {{bookingCode} for {{guestName}.');
    expect(preview).toHaveTextContent('New: SB7K2M9Q for Ananya Rao.');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: the next messages use this wording.');
    expect(api.callsTo('PUT /api/admin/notifications/templates/:kind/:channel')[0]?.path).toBe(
      '/api/admin/notifications/templates/booking_confirmed/whatsapp',
    );
  });
});

const failed: NotificationMessage = {
  id: '2b0c6d7a-8b90-4e1f-9c1e-7d1f5a523a43',
  kind: 'booking_confirmed',
  channel: 'whatsapp',
  audience: 'hotel',
  recipientName: 'Front desk',
  recipient: '9822000003',
  subject: null,
  body: 'New booking SB7K2M9Q at Casa Azul.',
  status: 'failed',
  attempts: 1,
  error: 'WhatsApp refused (400 code 131047): (#131047) Re-engagement message',
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
  retryable: true,
};

describe('a booking’s messages', () => {
  it('shows a failed message with its reason and sends it again', async () => {
    useAuthStore.getState().login({ id: 'staff-1', phone: '9822000001', role: 'staff' }, { accessToken: 't' });
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/notifications/bookings/:id': ok([failed]),
      'POST /api/admin/notifications/bookings/:id/messages/:messageId/retry': fail(
        409,
        'CONFLICT',
        'This message has been sent, or is being sent now: there is nothing to retry.',
      ),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BookingMessagesPanel bookingId="b-1" />
      </QueryClientProvider>,
    );
    const item = await screen.findByTestId('booking-message');
    expect(item).toHaveTextContent('Failed');
    expect(item).toHaveTextContent('WhatsApp to Front desk (+91 98220 00003)');
    expect(item).toHaveTextContent('Not delivered: WhatsApp refused (400 code 131047)');
    await userEvent.click(within(item).getByRole('button', { name: 'Send again to Front desk by WhatsApp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('there is nothing to retry.');
    expect(api.callsTo('POST /api/admin/notifications/bookings/:id/messages/:messageId/retry')).toHaveLength(1);
  });
});

describe('a property’s contacts in its editor', () => {
  it('lists the contacts and the latest arrivals messages, and refuses a bad mobile in the form’s words', async () => {
    useAuthStore.getState().login({ id: 'staff-1', phone: '9822000001', role: 'staff' }, { accessToken: 't' });
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/notifications/properties/:id/contacts': ok([
        { id: 'c-1', propertyId: 'p-1', name: 'Front desk', mobile: '9822000003', email: null, whatsapp: true },
      ]),
      'GET /api/admin/notifications/properties/:id/messages': ok([
        { ...failed, kind: 'arrivals_digest', body: 'Arrivals at Casa Azul on 24 Dec 2026: 2 bookings.' },
      ]),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PropertyContactsPanel propertyId="p-1" />
      </QueryClientProvider>,
    );
    const contacts = await screen.findByRole('list', { name: 'Hotel contacts' });
    expect(contacts).toHaveTextContent('Front desk');
    expect(contacts).toHaveTextContent('+91 98220 00003');
    await userEvent.click(screen.getByText('Latest arrivals and conflict messages'));
    const digest = await screen.findByTestId('booking-message');
    expect(digest).toHaveTextContent('Daily arrivals at 8:00 AM (to the hotel)');
    expect(within(digest).getByRole('button', { name: 'Send again to Front desk by WhatsApp' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    const form = screen.getByRole('form', { name: 'Contact form' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Owner');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact' }));
    expect(
      await within(form).findByText('Please enter a valid 10-digit mobile number starting with 6-9.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Owner');
    expect(api.callsTo('POST /api/admin/notifications/properties/:id/contacts')).toEqual([]);
  });
});
