import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../lib/i18n';
import { HeartButton } from './heart-button';
import { ImageCarousel } from './image-carousel';
import { Lightbox } from './lightbox';

/**
 * The photo carousel, the full-screen gallery and the favourite heart speak the page's language (issue 43): a Hindi
 * property page had read "1 of 5", "Previous image" and "Save … to favourites" in English.
 */
async function inLanguage(lang: 'en' | 'hi' | 'de', children: ReactNode) {
  const language = await loadPageLanguage(lang);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>{children}</Suspense>
      </PageLanguageProvider>,
    );
  });
}

const photos = [1, 2, 3].map((n) => ({ url: `/media/p${n}.jpg`, type: 'image' as const, title: '' }));

describe('the gallery in the page language', () => {
  it('English keeps its words', async () => {
    await inLanguage('en', <ImageCarousel images={photos} label="Casa Azul" onOpen={() => {}} />);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open image 1 of 3 full screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it('Hindi: the counter, the arrows and the heart', async () => {
    await inLanguage(
      'hi',
      <>
        <ImageCarousel images={photos} label="Casa Azul" onOpen={() => {}} />
        <HeartButton propertyId="p1" propertyName="Casa Azul" />
      </>,
    );
    expect(screen.getByText('3 में से 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ोटो 1 (कुल 3) पूरी स्क्रीन पर खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछली फ़ोटो' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Casa Azul को विशलिस्ट में सहेजें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bof\b|shell\./);
  });

  it('German: the full-screen gallery', async () => {
    await inLanguage('de', <Lightbox items={photos} openAt={1} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Galerie' })).toBeInTheDocument();
    expect(screen.getByText('2 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Galerie schließen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Galerie, Foto 2 von 3' })).toBeInTheDocument();
  });
});
