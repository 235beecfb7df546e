import type { MediaGroup } from '../../logic/property-view';
import { EmptyState } from './empty-state';
import { GalleryGrid } from './gallery-grid';

export function GalleryPanel({ groups, onOpenImage }: { groups: MediaGroup[]; onOpenImage: (i: number) => void }) {
  if (groups.length === 0) return <EmptyState message="No gallery available" />;
  return (
    <div>
      <h2 className="sr-only">Gallery</h2>
      <GalleryGrid groups={groups} onOpen={onOpenImage} />
    </div>
  );
}
