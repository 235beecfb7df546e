import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n';

interface PropertyMapProps {
  lat: number;
  lng: number;
  label: string;
}

/** How long to wait for the first tile before calling the map unavailable (offline, blocked tiles). */
const TILE_TIMEOUT_MS = 6000;

/**
 * An OpenStreetMap view with the property marked. When tiles cannot load the map hides itself and says so;
 * the address and the "open in maps" links beside it still work.
 */
export default function PropertyMap({ lat, lng, label }: PropertyMapProps) {
  const t = useT('property');
  const box = useRef<HTMLElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false, attributionControl: true }).setView([lat, lng], 14);
    // A circle marker needs no image assets, so nothing else has to be bundled.
    L.circleMarker([lat, lng], { radius: 10, color: '#0f766e', fillColor: '#14b8a6', fillOpacity: 0.9, weight: 3 })
      .addTo(map)
      .bindTooltip(label);
    let loaded = false;
    const tiles = L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    });
    tiles.on('tileload', () => {
      loaded = true;
      setState('ready');
    });
    tiles.addTo(map);
    const timer = setTimeout(() => {
      if (!loaded) setState('failed');
    }, TILE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [lat, lng, label]);

  return (
    <div className="relative">
      {state === 'failed' && (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600" role="status">
          {t('property.map.failed')}
        </p>
      )}
      <section
        ref={box}
        aria-label={t('property.map.label', { name: label })}
        // Kept in the DOM (hidden) after a failure so Leaflet can tear down cleanly on unmount.
        hidden={state === 'failed'}
        className="aspect-[16/9] overflow-hidden rounded-xl bg-slate-200 sm:aspect-[21/9]"
      />
      {state === 'loading' && (
        <p className="pointer-events-none absolute inset-x-0 bottom-2 text-center text-xs text-slate-600">
          {t('property.map.loading')}
        </p>
      )}
    </div>
  );
}
