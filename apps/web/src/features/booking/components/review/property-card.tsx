import { StayImage } from '../../../../components/ui/stay-image';
import { useT } from '../../../../lib/i18n';
import type { PropertySummary } from '../../store/booking-store';

export function PropertyCard({ property }: { property: PropertySummary | null }) {
  const t = useT('booking');
  return (
    <section aria-label={t('review.property')} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <StayImage
        src={property?.image}
        sizes="96px"
        alt=""
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
      />
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">{property?.title ?? t('review.yourStay')}</h2>
        {property?.address && <p className="text-sm text-slate-600">{property.address}</p>}
      </div>
    </section>
  );
}
