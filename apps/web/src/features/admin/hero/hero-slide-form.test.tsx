import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moveItem } from './hero-api';
import { emptyDraft, HeroSlideForm, validateDraft } from './hero-slide-form';

describe('moveItem', () => {
  it('moves one item and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});

describe('validateDraft', () => {
  it('asks for an image and a title, a site path and a colour', () => {
    expect(validateDraft(emptyDraft)).toEqual({
      image: 'Upload an image or enter its address.',
      title: 'Enter a title.',
    });
    const bad = validateDraft({
      ...emptyDraft,
      image: '/media/x.webp',
      title: 'Monsoon',
      ctaLink: 'https://evil.example',
      overlayColor: 'red; background:url(x)',
    });
    expect(bad.ctaLink).toMatch(/starting with \//);
    expect(bad.overlayColor).toMatch(/hex colour/);
  });
});

describe('HeroSlideForm', () => {
  it('shows the errors on save, keeps what was typed, and saves once valid with the category', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <HeroSlideForm
        initial={emptyDraft}
        category="home"
        heading="New slide"
        saving={false}
        serverError={null}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Subtitle'), 'Sun and sand');
    await user.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Sun and sand');

    await user.type(screen.getByLabelText('Title'), 'Winter in Goa');
    await user.type(screen.getByLabelText('Image address'), '/media/uploads/hero/x.webp');
    expect(screen.getByText('Winter in Goa', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Winter in Goa', subtitle: 'Sun and sand', category: 'home', isActive: true }),
    );
  });

  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <HeroSlideForm
        initial={emptyDraft}
        category="home"
        heading="New slide"
        saving={false}
        serverError={null}
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
