import { useT } from '../../../lib/i18n';
import { type RoomFilter, type RoomSort, roomFilters, roomSorts } from '../logic/room-filters';

interface RoomFilterBarProps {
  filter: RoomFilter;
  sort: RoomSort;
  onFilter: (filter: RoomFilter) => void;
  onSort: (sort: RoomSort) => void;
}

/** Filter chips (toggle buttons) and the sort choice. */
export function RoomFilterBar({ filter, sort, onFilter, onSort }: RoomFilterBarProps) {
  const t = useT('rooms');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle chips */}
      <div
        role="group"
        aria-label={t('rooms.filterLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {roomFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium ${
              filter === f
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'
            }`}
          >
            {t('rooms.filter', { filter: f })}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span className="shrink-0 font-medium">{t('rooms.sortBy')}</span>
        <select className="input py-1.5 text-sm" value={sort} onChange={(e) => onSort(e.target.value as RoomSort)}>
          {roomSorts.map((s) => (
            <option key={s} value={s}>
              {t('rooms.sort', { sort: s === 'price-desc' ? 'priceDesc' : s })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
