import { useT } from '../../../../lib/i18n';
import type { MediaGroup } from '../../logic/property-view';
import { EmptyState } from './empty-state';
import { GalleryGrid } from './gallery-grid';

export function GalleryPanel({ groups, onOpenImage }: { groups: MediaGroup[]; onOpenImage: (i: number) => void }) {
  const t = useT('property');
  if (groups.length === 0) return <EmptyState message={t('property.gallery.none')} />;
  return (
    <div>
      <h2 className="sr-only">{t('property.gallery.heading')}</h2>
      <GalleryGrid groups={groups} onOpen={onOpenImage} />
    </div>
  );
}
