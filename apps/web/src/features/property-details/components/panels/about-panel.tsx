import { useT } from '../../../../lib/i18n';
import type { PropertyView } from '../../logic/property-view';
import { GalleryGrid } from './gallery-grid';

export function AboutPanel({ property, onOpenImage }: { property: PropertyView; onOpenImage: (i: number) => void }) {
  const t = useT('property');
  return (
    <div className="space-y-6">
      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('property.about.title')}</h2>
        <p className="leading-relaxed whitespace-pre-line text-slate-700">
          {property.description || t('property.about.none')}
        </p>
      </div>
      {property.gallery.length > 0 && <GalleryGrid groups={property.gallery} onOpen={onOpenImage} />}
    </div>
  );
}
