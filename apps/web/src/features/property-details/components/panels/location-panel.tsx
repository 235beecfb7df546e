import { lazy, Suspense } from 'react';
import { useT } from '../../../../lib/i18n';
import type { NearbyPlace } from '../../logic/property-view';
import { EmptyState } from './empty-state';

// Leaflet and its CSS load only when the Location tab is opened on a property with coordinates.
const PropertyMap = lazy(() => import('./property-map'));

interface LocationPanelProps {
  title: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
  nearby: NearbyPlace[];
}

export function mapLinks({ lat, lng }: { lat: number; lng: number }) {
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  };
}

export function LocationPanel({ title, address, coordinates, nearby }: LocationPanelProps) {
  const t = useT('property');
  const links = coordinates ? mapLinks(coordinates) : null;
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('property.location.heading')}</h2>
      {coordinates && (
        <Suspense fallback={<div className="aspect-[16/9] animate-pulse rounded-xl bg-slate-200 sm:aspect-[21/9]" />}>
          <PropertyMap lat={coordinates.lat} lng={coordinates.lng} label={title} />
        </Suspense>
      )}
      {(address || links) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-slate-800">
            <span className="font-semibold">{t('property.location.address')}</span>
            {address || title}
          </p>
          {links && (
            <div className="flex gap-3 text-sm font-semibold">
              <a href={links.google} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                {t('property.location.googleMaps')}
              </a>
              <a href={links.osm} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                OpenStreetMap
              </a>
            </div>
          )}
        </div>
      )}
      {nearby.length === 0 ? (
        <EmptyState message={t('property.location.none')} />
      ) : (
        <section aria-labelledby="nearby-title">
          <h3 id="nearby-title" className="mb-2 font-semibold text-slate-900">
            {t('property.location.nearby')}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {nearby.map((place) => (
              <li key={`${place.name}-${place.address}`} className="flex items-start justify-between gap-4 p-3">
                <div>
                  <p className="font-medium text-slate-900">{place.name}</p>
                  <p className="text-sm text-slate-600">{place.address}</p>
                </div>
                {place.distanceKm !== null && (
                  <p className="shrink-0 text-sm font-medium text-slate-700">{place.distanceKm} km</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
