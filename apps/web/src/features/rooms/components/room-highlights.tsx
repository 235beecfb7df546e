import { useState } from 'react';
import { Lightbox } from '../../../components/ui/lightbox';
import { useT } from '../../../lib/i18n';
import { mediaSrcSet, PLACEHOLDER_IMAGE } from '../../../lib/media';
import type { HighlightTile } from '../logic/room-details-view';

/** The spec's lightbox pace for highlight images. */
export const HIGHLIGHT_SLIDE_MS = 3000;

/** 'Room Highlights' tiles; each opens a full-screen carousel of its own images. */
export function RoomHighlights({ tiles }: { tiles: HighlightTile[] }) {
  const t = useT('rooms');
  const [open, setOpen] = useState<number | null>(null);
  if (tiles.length === 0) return null;
  const opened = open === null ? null : tiles[open];
  return (
    <section aria-labelledby="room-highlights" className="space-y-3">
      <h2 id="room-highlights" className="text-xl font-semibold text-slate-900">
        {t('room.highlights')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile, i) => {
          const cover = tile.images[0];
          return (
            <li key={`${tile.title}-${cover?.url ?? ''}`}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 text-left"
              >
                <img
                  src={cover?.url ?? PLACEHOLDER_IMAGE}
                  srcSet={cover ? mediaSrcSet(cover.url) : undefined}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                  alt=""
                  width={cover?.width ?? 640}
                  height={cover?.height ?? 480}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent px-3 pt-6 pb-2 text-sm font-semibold text-white">
                  {tile.title}
                  <span className="block text-xs font-normal text-slate-100">
                    {t('room.photos', { count: tile.images.length })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Lightbox
        items={opened?.images ?? []}
        openAt={opened ? 0 : null}
        onClose={() => setOpen(null)}
        label={opened?.title ?? t('room.highlight')}
        autoAdvanceMs={HIGHLIGHT_SLIDE_MS}
      />
    </section>
  );
}
