import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './lightbox';
import type { MediaItem } from './media-item';

const items: MediaItem[] = [
  { url: '/media/a.webp', title: 'Pool', width: 1280, height: 853 },
  { url: '/media/b.webp', title: 'Bedroom', width: 1280, height: 853 },
  { url: '/media/c.webp', title: 'Terrace', width: 1280, height: 853 },
];

function Harness({ autoAdvanceMs }: { autoAdvanceMs?: number }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpenAt(1)}>
        Open gallery
      </button>
      <Lightbox items={items} openAt={openAt} onClose={() => setOpenAt(null)} autoAdvanceMs={autoAdvanceMs} />
    </>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

describe('Lightbox', () => {
  it('opens at the chosen image, moves with the arrow keys (wrapping) and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(shown()).toBe('Bedroom');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Terrace');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Pool');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Terrace');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button, which has focus when it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const close = screen.getByRole('button', { name: 'Close gallery' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const inside = screen.getAllByRole('button').filter((b) => screen.getByRole('dialog').contains(b));
    for (let i = 0; i < inside.length + 2; i++) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Pool');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Bedroom');
  });

  it("says 'Image could not be loaded' for a broken image", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const img = screen.getByRole('dialog').querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(screen.getByText('Image could not be loaded')).toBeInTheDocument();
  });

  it('advances by itself on a timer when asked to', () => {
    vi.useFakeTimers();
    try {
      render(<Harness autoAdvanceMs={3000} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
      expect(shown()).toBe('Bedroom');
      act(() => vi.advanceTimersByTime(3000));
      expect(shown()).toBe('Terrace');
    } finally {
      vi.useRealTimers();
    }
  });
});
