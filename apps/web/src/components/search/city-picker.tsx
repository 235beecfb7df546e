import type { CityNamesResponse } from '@staybook/contract/catalogue';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';

export const cityNamesQuery = {
  queryKey: ['config', 'cityNames'],
  queryFn: () =>
    apiRequest<CityNamesResponse>('/property/v1/config', { query: { configName: 'cityNames', type: 'static' } }),
  staleTime: 10 * 60_000,
};

/** Where: a filterable list of cities with an All option and Done. */
export function CityPicker({
  open,
  value,
  onDone,
  onClose,
}: {
  open: boolean;
  value: string | null;
  onDone: (city: string | null) => void;
  onClose: () => void;
}) {
  const t = useT('dialogs');
  const lang = useLanguage();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(value);
  const cities = useQuery({ ...cityNamesQuery, enabled: open });
  const names = (cities.data?.data ?? [])
    .map((c) => c.city_name)
    .filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase()));
  const option = (label: string, city: string | null) => (
    <li key={label}>
      <button
        type="button"
        aria-pressed={chosen === city}
        onClick={() => setChosen(city)}
        className={`w-full rounded-lg px-3 py-2.5 text-left ${chosen === city ? 'bg-brand-700 text-white' : 'hover:bg-slate-100'}`}
      >
        {label}
      </button>
    </li>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('picker.where.title')} size="sm">
      <label className="label" htmlFor="city-filter">
        {t('search.searchDestinations')}
      </label>
      <input
        id="city-filter"
        className="input"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('picker.where.placeholder')}
      />
      <ul className="mt-3 max-h-72 space-y-1 overflow-y-auto">
        {option(t('picker.where.all'), null)}
        {cities.isPending && <Spinner label={t('picker.where.loading')} />}
        {cities.isError && (
          <li className="px-3 py-2 text-red-700">
            {/* The spec's 'Error: ' and the error's message; the message is English, so another language says its own. */}
            {t('picker.where.failed', {
              message: lang === DEFAULT_LANGUAGE ? cities.error.message : t('picker.where.unavailable'),
            })}
          </li>
        )}
        {names.map((n) => option(n, n))}
      </ul>
      <button type="button" className="btn-primary mt-4 w-full" onClick={() => onDone(chosen)}>
        {t('picker.done')}
      </button>
    </Modal>
  );
}
