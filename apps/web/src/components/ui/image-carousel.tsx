import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n';
import { pictureLoading } from '../../lib/main-picture';
import { mediaSrcSet, PLACEHOLDER_IMAGE } from '../../lib/media';
import { type MediaItem, wrapIndex } from './media-item';
import { useAutoAdvance } from './use-auto-advance';

interface ImageCarouselProps {
  images: MediaItem[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Advance every n ms while nobody is hovering or focused inside (room details: 4000). */
  autoAdvanceMs?: number;
  /** The first image is the page's largest paint: load it eagerly with high priority. */
  priority?: boolean;
  /** Tailwind aspect/height classes of the frame (a fixed frame means no layout shift). */
  frameClassName?: string;
  sizes?: string;
  /** Opens a viewer at the shown image. */
  onOpen?: (index: number) => void;
  /** Overlay content (badges, buttons) drawn over the frame. */
  children?: ReactNode;
}

/** Previous/next wrap around; an 'n of m' counter; failed images show the placeholder. */
export function ImageCarousel({
  images,
  label,
  autoAdvanceMs,
  priority = false,
  frameClassName = 'aspect-[4/3] sm:aspect-[16/7]',
  sizes = '100vw',
  onOpen,
  children,
}: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const count = images.length;
  const { pause, resume } = useAutoAdvance(count > 1 ? autoAdvanceMs : undefined, () =>
    setIndex((i) => wrapIndex(i, 1, count)),
  );
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const src = !current || failed.has(current.url) ? PLACEHOLDER_IMAGE : current.url;
  const alt = current?.title || label;
  const t = useT();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden bg-slate-200 ${frameClassName}`}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {onOpen && current ? (
        <button
          type="button"
          className="absolute inset-0 size-full cursor-zoom-in"
          onClick={() => onOpen(index)}
          aria-label={t('shell.gallery.open', { number: index + 1, count })}
        >
          <CarouselImage
            src={src}
            alt={alt}
            item={current}
            priority={priority && index === 0}
            sizes={sizes}
            onError={() => setFailed((s) => new Set(s).add(current.url))}
          />
        </button>
      ) : (
        <CarouselImage
          src={src}
          alt={alt}
          item={current}
          priority={priority && index === 0}
          sizes={sizes}
          onError={() => current && setFailed((s) => new Set(s).add(current.url))}
        />
      )}
      {children}
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
            aria-label={t('shell.gallery.previous')}
            className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl text-slate-900 shadow hover:bg-white"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
            aria-label={t('shell.gallery.next')}
            className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl text-slate-900 shadow hover:bg-white"
          >
            ›
          </button>
        </>
      )}
      {count > 0 && (
        <p
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-semibold text-white tabular-nums"
          aria-live={autoAdvanceMs ? 'off' : 'polite'}
        >
          {t('shell.gallery.position', { number: Math.min(index, count - 1) + 1, count })}
        </p>
      )}
    </section>
  );
}

interface CarouselImageProps {
  src: string;
  alt: string;
  item: MediaItem | undefined;
  priority: boolean;
  sizes: string;
  onError: () => void;
}

function CarouselImage({ src, alt, item, priority, sizes, onError }: CarouselImageProps) {
  return (
    <img
      src={src}
      srcSet={src === item?.url ? mediaSrcSet(src) : undefined}
      sizes={sizes}
      alt={alt}
      width={item?.width ?? 1280}
      height={item?.height ?? 800}
      {...pictureLoading(priority)}
      decoding="async"
      onError={onError}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
