import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '../logic/slide-form';
import { HeroSlideForm } from './hero-slide-form';

const renderForm = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('HeroSlideForm', () => {
  it('asks for an image and a title, a site path and a colour, in the operator’s words', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(
      <HeroSlideForm
        initial={{ ...emptyDraft, ctaLink: 'https://evil.example', overlayColor: 'red; background:url(x)' }}
        category="home"
        heading="New slide"
        saving={false}
        error={null}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Upload an image or enter its address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText(/starting with \//)).toBeInTheDocument();
    expect(screen.getByText(/hex colour/)).toBeInTheDocument();
  });

  it('shows the errors on save, keeps what was typed, and saves once valid with the category', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm(
      <HeroSlideForm
        initial={emptyDraft}
        category="home"
        heading="New slide"
        saving={false}
        error={null}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Subtitle'), 'Sun and sand');
    await user.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Sun and sand');

    await user.type(screen.getByLabelText('Title'), '  Winter in Goa ');
    await user.type(screen.getByLabelText('Image address'), '/media/uploads/hero/x.webp');
    expect(screen.getByText('Winter in Goa', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Winter in Goa', subtitle: 'Sun and sand', category: 'home', isActive: true }),
    );
  });

  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm(
      <HeroSlideForm
        initial={emptyDraft}
        category="home"
        heading="New slide"
        saving={false}
        error={null}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );
    await user.upload(
      screen.getByLabelText(/Image \(JPEG/),
      new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
  });
});
