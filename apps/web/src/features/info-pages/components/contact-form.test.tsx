import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { CONTACT_SENDING_MS, ContactForm } from './contact-form';

// The clock is the test's: the spec's 2 s of 'Sending...' pass when a test says so.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const sendingTimePasses = (ms = CONTACT_SENDING_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderForm(subject?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm subject={subject} />
    </QueryClientProvider>,
  );
  return setupUser();
}

const message = () => screen.getByRole('textbox', { name: 'Message' });

describe('contact form', () => {
  it("names every missing field in the spec's words and sends nothing", async () => {
    const api = mockApi();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a pasted phone number as its 10 digits, counts the message and clears the form once stored', async () => {
    const api = mockApi({ 'POST /property/v1/contact': ok({ _id: 'c1' }) });
    const user = renderForm('feedback');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('feedback');
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Naik');
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await user.click(screen.getByLabelText(/Phone Number/));
    await user.paste('+91 98220 00003');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('9822000003');
    await user.type(message(), 'Lovely stay.');
    expect(screen.getByText('12/5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await sendingTimePasses();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(api.callsTo('POST /property/v1/contact')[0]?.body).toEqual({
      name: 'Asha Naik',
      email: 'asha@example.com',
      phone: '9822000003',
      subject: 'feedback',
      message: 'Lovely stay.',
    });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it("shows 'Sending...' for 2 s, then thanks the guest and clears the form, though the API answered at once", async () => {
    const api = mockApi({ 'POST /property/v1/contact': ok({ _id: 'c1' }) });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ContactForm subject="booking" />
        <Toaster />
      </QueryClientProvider>,
    );
    const user = setupUser();
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Naik');
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await user.type(message(), 'Is the pool heated?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.callsTo('POST /property/v1/contact')).toHaveLength(1));
    await sendingTimePasses(CONTACT_SENDING_MS - 100);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Naik');
    expect(screen.queryByText('Thank you for your message! We will get back to you soon.')).toBeNull();
    await sendingTimePasses(100);
    expect(await screen.findByText('Thank you for your message! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed when sending fails', async () => {
    mockApi({ 'POST /property/v1/contact': fail(503, 'SERVICE_UNAVAILABLE', 'down') });
    const user = renderForm('feedback');
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Naik');
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await user.type(message(), 'Lovely stay.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await sendingTimePasses();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(message()).toHaveValue('Lovely stay.');
  });
});

describe('contact form in German', () => {
  it("names every missing field in German through the contract's messages", async () => {
    const api = mockApi();
    const language = await loadPageLanguage('de', ['info']);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <PageLanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <ContactForm />
        </QueryClientProvider>
      </PageLanguageProvider>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /senden/i }));
    expect(await screen.findByText('Bitte wählen Sie einen Betreff')).toBeInTheDocument();
    expect(screen.getByText('Die Nachricht ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Der Name ist erforderlich')).toBeInTheDocument();
    expect(screen.queryByText(/is required|choose a subject/)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("says a rate limit's wait in German, not the API's English", async () => {
    mockApi({
      'POST /property/v1/contact': fail(429, 'RATE_LIMITED', 'Too many requests. Please try again in 42 seconds.', {
        retryAfterSeconds: 42,
      }),
    });
    const language = await loadPageLanguage('de', ['info']);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <PageLanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <ContactForm subject="feedback" />
          <Toaster />
        </QueryClientProvider>
      </PageLanguageProvider>,
    );
    const user = setupUser();
    await user.type(screen.getByLabelText(/Vollständiger Name|Name/), 'Asha Naik');
    await user.type(screen.getByLabelText(/E-Mail/), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: /Nachricht/ }), 'Schöner Aufenthalt.');
    await user.click(screen.getByRole('button', { name: /senden/i }));
    await sendingTimePasses();
    expect(
      await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many requests/)).toBeNull();
  });
});
