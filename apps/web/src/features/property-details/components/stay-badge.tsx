import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { tryInsteadLabel } from '@staybook/contract/unavailable-nights';
import { Link } from 'react-router';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { links, type StayQuery } from '../../../lib/paths';
import { stayRangeWords } from '../../../lib/stay-range-words';
import type { StayBadge } from '../logic/stay-badge';

interface StayBadgesProps {
  /** Null while the rooms load: the hero then says nothing about the stay. */
  badge: StayBadge | null;
  propertyId: string;
  stay: StayQuery;
}

/**
 * The hero's badges for the stay being looked at: available or sold out and, when sold out, this page for the
 * nearest stay a room can be booked for (guests kept). Drawn over the photo, so arriving rooms shift nothing.
 */
export function StayBadges({ badge, propertyId, stay }: StayBadgesProps) {
  const t = useT('property');
  const lang = useLanguage();
  const formats = useFormats();
  if (!badge) return null;
  if (badge.kind === 'available')
    return (
      <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white shadow">
        {t('property.availableForDates')}
      </span>
    );
  return (
    <>
      <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white shadow">
        {t('property.soldOutForDates')}
      </span>
      {badge.alternative && (
        <Link
          to={links.propertyDetails(propertyId, { ...stay, ...badge.alternative })}
          className="pointer-events-auto rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 underline shadow hover:bg-brand-50"
        >
          {lang === DEFAULT_LANGUAGE
            ? tryInsteadLabel(badge.alternative)
            : t('property.tryInstead', { dates: stayRangeWords(formats, badge.alternative) })}
        </Link>
      )}
    </>
  );
}
