import { useState } from 'react';
import type { MediaItem } from '../../../../components/ui/media-item';
import { useT } from '../../../../lib/i18n';
import { pictureLoading } from '../../../../lib/main-picture';
import { mediaSrcSet, PLACEHOLDER_IMAGE } from '../../../../lib/media';
import type { MediaGroup } from '../../logic/property-view';

interface GalleryGridProps {
  groups: MediaGroup[];
  /** Opens the viewer at an index into `viewerItems` (the images of every group, in order). */
  onOpen: (index: number) => void;
  headingLevel?: 'h3' | 'h4';
}

/** The images of every group, in the order the grid shows them: what the full-screen viewer steps through. */
export function viewerItemsOf(groups: MediaGroup[]): MediaItem[] {
  return groups.flatMap((g) => g.items.filter((i) => i.type !== 'video'));
}

/** Images and videos by category; images open the full-screen viewer. */
export function GalleryGrid({ groups, onOpen, headingLevel: Heading = 'h3' }: GalleryGridProps) {
  const t = useT('property');
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  let imageIndex = 0;
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Heading className="mb-2 font-semibold text-slate-900">
            {group.title} <span className="font-normal text-slate-600">({group.items.length})</span>
          </Heading>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {group.items.map((item) => {
              if (item.type === 'video')
                return (
                  <li key={item.url} className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-900">
                    {/* biome-ignore lint/a11y/useMediaCaption: property walkthrough videos have no speech */}
                    <video
                      src={item.url}
                      controls
                      preload="none"
                      aria-label={item.title || t('property.gallery.video')}
                      className="size-full object-cover"
                    />
                  </li>
                );
              const index = imageIndex++;
              const isBroken = failed.has(item.url);
              return (
                <li key={item.url}>
                  <button
                    type="button"
                    onClick={() => onOpen(index)}
                    className="block aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-200"
                    aria-label={
                      item.title ? t('property.gallery.open', { title: item.title }) : t('property.gallery.openPhoto')
                    }
                  >
                    <img
                      src={isBroken ? PLACEHOLDER_IMAGE : item.url}
                      srcSet={isBroken ? undefined : mediaSrcSet(item.url)}
                      sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                      alt={item.title || ''}
                      width={item.width ?? 640}
                      height={item.height ?? 480}
                      {...pictureLoading(false)}
                      decoding="async"
                      onError={() => setFailed((s) => new Set(s).add(item.url))}
                      className="size-full object-cover transition-transform hover:scale-105"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
