import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSlideshow } from './hero-slideshow';

const slides = ['One', 'Two', 'Three'].map((title, i) => ({
  id: String(i),
  image: `/media/demo/h/${i}.webp`,
  title,
  subtitle: '',
  description: '',
  ctaText: '',
  ctaLink: '',
  overlayColor: 'rgba(0,0,0,0.4)',
}));

function renderWith(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response.clone();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeroSlideshow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ok = () => new Response(JSON.stringify({ success: true, data: slides }), { status: 200 });

describe('HeroSlideshow', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 5 seconds and wraps around', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWith(ok());
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('gives the first slide its 5 seconds once the startup splash has gone, not while the page is beneath it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const splash = document.body.appendChild(document.createElement('div'));
    splash.id = 'boot-splash';
    try {
      renderWith(ok());
      expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(8000));
      expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
      // The splash ends (app/start-splash.tsx marks <html>), and the slideshow starts counting.
      await act(async () => {
        document.documentElement.classList.add('no-splash');
        await Promise.resolve();
      });
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    } finally {
      splash.remove();
      document.documentElement.classList.remove('no-splash');
    }
  });

  it('pauses, and moves by the buttons and dots', async () => {
    renderWith(ok());
    await screen.findByRole('heading', { name: 'One' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2: Two' }));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });

  it("fetches the slides' pictures one ahead: the first alone, the next once the shown one has loaded", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = renderWith(ok());
    await screen.findByRole('heading', { name: 'One' });
    const pictures = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures()).toEqual(['/media/demo/h/0.webp']);
    fireEvent.load(container.querySelector('img')!);
    expect(pictures()).toEqual(['/media/demo/h/0.webp', '/media/demo/h/1.webp']);
    // A dot far ahead shows its picture at once.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: Three' }));
    expect(pictures()).toHaveLength(3);
  });

  it('shows the five built-in slides when the call fails', async () => {
    renderWith(new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Luxury Villas in Goa' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Explore Properties' })).toHaveAttribute('href', '/properties');
  });
});
