import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { propertyPageTitle } from '@staybook/contract/page-titles';
import { toPropertyTypeKey } from '@staybook/contract/property-types';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links } from '../../../lib/paths';
import { usePropertyDetails } from '../api/get-property-details';
import { usePropertyRooms } from '../api/get-property-rooms';
import { PropertyDetailsError, PropertyDetailsSkeleton, PropertyMissing } from '../components/property-details-states';
import { PropertyDetailsView } from '../components/property-details-view';
import { type PropertyDetailsState, type PropertyStay, resolvePropertyStay } from '../logic/stay-params';

/**
 * /property-details/:propertyId?checkInDate&checkOutDate&adults&children, or /property-details with the
 * spec's navigation state (then the URL is rewritten so the page can be reloaded and shared).
 */
export default function PropertyDetailsPage() {
  const { propertyId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stay = useMemo(
    () => resolvePropertyStay({ propertyId, search }, location.state as PropertyDetailsState | null),
    [propertyId, search, location.state],
  );

  useEffect(() => {
    // The stay came as navigation state (a card, a deal: their links carry no dates, so crawlers meet one address per
    // property): written into the address, so the guest can reload or share the stay they are looking at.
    const fromState = !search.has('checkInDate') && (location.state as PropertyDetailsState | null)?.checkInDate;
    if (stay.propertyId && (!propertyId || fromState)) {
      const { propertyId: id, ...query } = stay;
      navigate(links.propertyDetails(id, query), { replace: true, state: location.state });
    }
  }, [propertyId, stay, navigate, search, location.state]);

  if (!stay.propertyId) return <NoProperty />;
  return <PropertyDetailsLoader stay={{ ...stay, propertyId: stay.propertyId }} />;
}

function NoProperty() {
  const t = useT('property');
  usePageMeta(t('property.metaTitle'), t('property.metaNoId'));
  return <PropertyMissing reason="no-id" />;
}

function PropertyDetailsLoader({ stay }: { stay: PropertyStay & { propertyId: string } }) {
  const lang = useLanguage();
  const details = usePropertyDetails(stay.propertyId);
  const rooms = usePropertyRooms({
    propertyId: stay.propertyId,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    lang,
  });
  const property = details.data;
  const t = useT('property');
  // English's title is the contract's (the server writes the same); another language's says it in its words, as the
  // server's head does (seo-rules.ts).
  const type = property ? t('card.type', { type: toPropertyTypeKey(property.propertyTypeLabel) ?? 'other' }) : '';
  usePageMeta(
    property
      ? lang === DEFAULT_LANGUAGE || !property.city
        ? propertyPageTitle({
            name: property.title,
            typeLabel: lang === DEFAULT_LANGUAGE ? property.propertyTypeLabel : type,
            city: property.city,
          })
        : t('property.pageTitle', { name: property.title, type, city: property.city })
      : t('property.metaTitle'),
    property
      ? t('property.metaDescription', {
          name: `${property.title}${property.address ? `, ${property.address}` : ''}`,
        })
      : t('property.metaLoading'),
    Boolean(property),
  );

  if (details.isPending) return <PropertyDetailsSkeleton />;
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 404)
      return <PropertyMissing reason="not-found" />;
    return <PropertyDetailsError onRetry={() => details.refetch()} />;
  }
  if (!property) return <PropertyMissing reason="not-found" />;
  // A failed room load shows as an empty list (spec section 8); the rest of the page still works.
  return (
    <PropertyDetailsView
      stay={stay}
      property={property}
      rooms={rooms.data ?? []}
      roomsLoaded={rooms.isSuccess && !rooms.isPlaceholderData}
    />
  );
}
