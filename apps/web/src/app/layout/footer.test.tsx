import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { supportEmailQuery } from '../../lib/support-email';
import { Footer } from './footer';

function renderFooter(supportEmail: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (supportEmail) client.setQueryData(supportEmailQuery.queryKey, { success: true, data: { supportEmail } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// jsdom lays nothing out, so the size itself is Lighthouse's and axe's to measure (`bench:web`, target-size): this
// holds the classes that give it. Alone on their lines, the two contact links are touch targets, not links in a
// sentence, and must each be at least 24 px tall (WCAG 2.5.8); a <br> between two inline links made them 16 px.
const touchTarget = ['inline-flex', 'min-h-6', 'items-center'];

describe('the footer contact links', () => {
  it('are each a touch target at least 24 px tall, named by the address and number they show', () => {
    renderFooter('support@staybook.in');
    const footer = within(screen.getByRole('contentinfo'));
    const email = footer.getByRole('link', { name: 'support@staybook.in' });
    const phone = footer.getByRole('link', { name: '+91\u00a0832\u00a0240\u00a00000' });
    expect(email).toHaveAttribute('href', 'mailto:support@staybook.in');
    expect(phone).toHaveAttribute('href', 'tel:+918322400000');
    for (const link of [email, phone]) expect(link).toHaveClass(...touchTarget);
  });

  it('keep the e-mail row as tall while the address loads, so the footer does not shift when it arrives', () => {
    renderFooter(null);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /@/ })).toBeNull();
    const phone = within(footer).getByRole('link', { name: '+91\u00a0832\u00a0240\u00a00000' });
    const emailRow = phone.previousElementSibling;
    expect(emailRow).toHaveClass('min-h-6');
    expect(emailRow?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
