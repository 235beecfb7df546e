import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n';
import { mediaSrcSet } from '../../lib/media';
import { type MediaItem, wrapIndex } from './media-item';
import { useAutoAdvance } from './use-auto-advance';

interface LightboxProps {
  items: MediaItem[];
  /** The item shown first; null keeps the viewer closed. */
  openAt: number | null;
  onClose: () => void;
  label?: string;
  /** Moves to the next item every n ms while nobody is interacting (room highlights: 3000). */
  autoAdvanceMs?: number;
}

const FOCUSABLE = 'button:not([disabled]),a[href],video[controls],[tabindex]:not([tabindex="-1"])';

/**
 * Full-screen viewer: Escape or the close button closes it, arrow keys move (wrapping),
 * focus stays inside while open and returns to where it was.
 */
export function Lightbox({ items, openAt, onClose, label, autoAdvanceMs }: LightboxProps) {
  const t = useT();
  const open = openAt !== null && items.length > 0;
  const [index, setIndex] = useState(openAt ?? 0);
  const [failed, setFailed] = useState<Set<number>>(() => new Set());
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const titleId = useId();
  const count = items.length;

  useEffect(() => {
    if (openAt !== null) setIndex(Math.min(Math.max(openAt, 0), Math.max(count - 1, 0)));
  }, [openAt, count]);

  const { pause, resume } = useAutoAdvance(open ? autoAdvanceMs : undefined, () =>
    setIndex((i) => wrapIndex(i, 1, count)),
  );

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        setIndex((i) => wrapIndex(i, 1, count));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        setIndex((i) => wrapIndex(i, -1, count));
      } else if (e.key === 'Tab' && dialog.current) {
        const nodes = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = nodes[0];
        const last = nodes[nodes.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, count]);

  if (!open) return null;
  const item = items[index] ?? items[0];
  if (!item) return null;
  const title = label ?? t('shell.gallery.title');
  const alt = item.title || t('shell.gallery.photo', { name: title, number: index + 1, count });

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[70] flex flex-col bg-slate-950 text-white"
      onPointerEnter={pause}
      onPointerLeave={resume}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <h2 id={titleId} className="truncate text-sm font-semibold">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-sm tabular-nums text-slate-200" aria-live="polite">
            {t('shell.gallery.position', { number: index + 1, count })}
          </span>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('shell.gallery.close')}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-2xl leading-none hover:bg-white/20"
          >
            ×
          </button>
        </div>
      </div>
      <figure className="relative m-0 flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pb-4 sm:px-16">
        {item.type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: property videos are silent walkthroughs without speech
          <video key={item.url} src={item.url} controls className="max-h-full max-w-full rounded-lg" />
        ) : failed.has(index) ? (
          <div className="grid h-64 w-full max-w-xl place-items-center rounded-lg bg-slate-800 text-slate-200">
            {t('shell.gallery.failed')}
          </div>
        ) : (
          <img
            key={item.url}
            src={item.url}
            srcSet={mediaSrcSet(item.url)}
            sizes="100vw"
            alt={alt}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            onError={() => setFailed((s) => new Set(s).add(index))}
            className="min-h-0 max-w-full flex-1 rounded-lg object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
              aria-label={t('shell.gallery.previous')}
              className="absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-2xl hover:bg-white/25"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
              aria-label={t('shell.gallery.next')}
              className="absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-2xl hover:bg-white/25"
            >
              ›
            </button>
          </>
        )}
        {item.title && item.title !== title && (
          <figcaption className="text-center text-sm text-slate-200">{item.title}</figcaption>
        )}
      </figure>
    </div>,
    document.body,
  );
}
