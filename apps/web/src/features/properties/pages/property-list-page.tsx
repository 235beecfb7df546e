import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { correctListSearch, type ListNote, listNoteText } from '@staybook/contract/list-correction';
import { listHeadingMessage } from '@staybook/contract/messages/list-heading';
import { type ListNavigationState, propertyListApiParams } from '@staybook/contract/page-data';
import { alignChildAges, completeChildAges } from '@staybook/contract/party-rules';
import { todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { parseStayQuery } from '@staybook/contract/stay-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SearchBar } from '../../../components/search/search-bar';
import { DEFAULT_GUESTS, NO_GUESTS } from '../../../components/search/search-logic';
import { PropertyCard } from '../../../components/ui/property-card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { propertiesQuery } from '../api/get-properties';
import { ListFilters } from '../components/list-filters';
import { listNoteWords } from '../components/list-note-words';
import { withParams } from '../logic/list-params';

/** Filters a guest sets on the list; "Clear filters" removes these and keeps the stay (place, dates, guests). */
const FILTER_KEYS = ['propertyType', 'category', 'minPrice', 'maxPrice', 'amenities', 'q', 'sort', 'page'] as const;

export default function PropertyListPage() {
  const t = useT('list');
  const lang = useLanguage();
  const { day } = useFormats();
  // English reads the contract's sentences as written; another language words the same facts.
  const noteText = (note: ListNote) => (lang === DEFAULT_LANGUAGE ? listNoteText(note) : listNoteWords(t, day, note));
  const [address, setSearch] = useSearchParams();
  const location = useLocation();
  // Values the search cannot use are corrected, not refused: the list runs on the corrected address at once, the
  // address bar follows, and the guest reads what changed.
  const correction = useMemo(() => correctListSearch(address, todayIst()), [address]);
  const search = correction.corrected ?? address;
  const [notes, setNotes] = useState<ListNote[]>([]);
  useEffect(() => {
    if (!correction.corrected) return;
    setNotes(correction.facts);
    setSearch(correction.corrected, { replace: true, state: location.state });
  }, [correction, setSearch, location.state]);
  const params = propertyListApiParams(search, (location.state as ListNavigationState | null) ?? null);
  const searched = parseStayQuery(search, location.state);
  const headingMessage = listHeadingMessage(params);
  const heading = t(headingMessage.id, headingMessage.values);
  usePageMeta(t('list.title', { heading }), t('list.description', { heading }), true);
  const query = useQuery(propertiesQuery(params));
  const [showFilters, setShowFilters] = useState(false);
  // A second change made before the first navigation commits (a sort, then a tick, within milliseconds) builds on
  // the first one, not on the address still showing, so it cannot undo it.
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a committed address is the truth again; the effect only reacts to it.
  useEffect(() => {
    pending.current = null;
  }, [address]);
  const change = (changes: Record<string, string | null>) => {
    setNotes([]);
    const next = withParams(pending.current ?? search, changes);
    pending.current = next;
    setSearch(next, { replace: false });
  };
  const hasFilters = FILTER_KEYS.some((k) => search.has(k));
  const childAges = completeChildAges(searched.childAges, searched.children ?? DEFAULT_GUESTS.children);
  const stay = {
    checkInDate: query.data?.data.checkInDate ?? searched.checkInDate ?? null,
    checkOutDate: query.data?.data.checkOutDate ?? searched.checkOutDate ?? null,
    adults: searched.adults ?? DEFAULT_GUESTS.adults,
    children: searched.children ?? DEFAULT_GUESTS.children,
    // Who else comes (infants, a pet) travels on to the property and the booking.
    ...(searched.infants ? { infants: searched.infants } : {}),
    ...(searched.includePet ? { includePet: true } : {}),
    ...(childAges ? { childAges } : {}),
  };
  // A card's address carries the dates only when the guest chose them: the list's own default (tonight) would make
  // every property a new URL each day for crawlers (issue 39); the page defaults the stay itself, and state carries it.
  const linkStay = {
    ...stay,
    checkInDate: searched.checkInDate ?? null,
    checkOutDate: searched.checkInDate ? stay.checkOutDate : null,
  };
  const page = query.data?.data.page ?? Number(params.page ?? 1);
  // Pages are links (?page=2), so a crawler that follows links reaches every stay.
  const pageLink = (n: number) => `${paths.propertyList}?${withParams(search, { page: n > 1 ? String(n) : null })}`;
  const totalPages = query.data?.data.totalPages ?? 0;

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <SearchBar
        compact
        initial={{
          city: searched.city ?? null,
          checkIn: searched.checkInDate ? unixToIstDate(searched.checkInDate) : null,
          checkOut: searched.checkOutDate ? unixToIstDate(searched.checkOutDate) : null,
          // Guests the address names; none named reads 'Add guests' (the list still prices for 2 adults).
          // Everyone the address names stays in the picker (infants and the children's ages too), so searching
          // again never drops them.
          guests:
            searched.adults === undefined
              ? { ...NO_GUESTS, pets: searched.includePet === true }
              : {
                  adults: stay.adults,
                  children: stay.children,
                  infants: searched.infants ?? 0,
                  pets: searched.includePet === true,
                  childAges: alignChildAges(searched.childAges, stay.children),
                },
        }}
      />
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {query.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('list.available', { count: query.data.data.total })}
          </p>
        )}
      </div>
      {notes.length > 0 && (
        <div
          role="status"
          className="mt-4 flex items-start justify-between gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
        >
          <ul className="space-y-1">
            {notes.map((n) => (
              <li key={listNoteText(n)}>{noteText(n)}</li>
            ))}
          </ul>
          <button type="button" className="shrink-0 font-semibold underline" onClick={() => setNotes([])}>
            {t('list.ok')}
          </button>
        </div>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <button
          type="button"
          className="btn-outline lg:hidden"
          aria-expanded={showFilters}
          aria-controls="list-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          {showFilters ? t('list.hideFilters') : t('list.sortAndFilter')}
        </button>
        <aside
          id="list-filters"
          aria-label={t('list.filters')}
          className={`${showFilters ? 'block' : 'hidden'} lg:block`}
        >
          <ListFilters key={search.toString()} params={params} onChange={change} />
        </aside>
        <section aria-labelledby="list-results-title">
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
          <h2 id="list-results-title" className="sr-only">
            {t('list.results')}
          </h2>
          {query.isPending && <Spinner label={t('list.loading')} />}
          {query.isError && (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
              <p className="font-semibold text-red-800">{t('list.failed')}</p>
              {/* The API's reason is English: another language's page says only its own heading above. */}
              {lang === DEFAULT_LANGUAGE && query.error instanceof ApiError && query.error.status === 400 && (
                <p className="mt-1 text-sm text-red-700">{query.error.message}</p>
              )}
              <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
                {t('list.tryAgain')}
              </button>
            </div>
          )}
          {query.data && query.data.data.data.length === 0 && (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-10 text-center">
              <h2 className="text-xl font-semibold">{t('list.noneFound')}</h2>
              <p className="mt-1 text-slate-600">{t('list.tryDifferent')}</p>
              <div className="mt-5 flex flex-wrap justify-center gap-3">
                {hasFilters && (
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => change(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}
                  >
                    {t('list.clearFilters')}
                  </button>
                )}
                <Link to={paths.home} className={hasFilters ? 'btn-outline' : 'btn-primary'}>
                  {t('list.backHome')}
                </Link>
              </div>
            </div>
          )}
          {query.data && query.data.data.data.length > 0 && (
            <>
              <ul className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${query.isFetching ? 'opacity-60' : ''}`}>
                {query.data.data.data.map((p, i) => (
                  <li key={p.id} className={i === 0 ? undefined : 'card-fold'}>
                    <PropertyCard
                      property={p}
                      eager={i === 0}
                      to={links.propertyDetails(p.id, linkStay)}
                      state={{ propertyId: p.id, ...stay }}
                    />
                  </li>
                ))}
              </ul>
              {totalPages > 1 && (
                <nav aria-label={t('list.pages')} className="mt-8 flex items-center justify-center gap-3">
                  {page > 1 ? (
                    <Link to={pageLink(page - 1)} className="btn-outline" onClick={() => setNotes([])}>
                      {t('list.previous')}
                    </Link>
                  ) : (
                    <span className="btn-outline cursor-not-allowed opacity-50" aria-disabled="true">
                      {t('list.previous')}
                    </span>
                  )}
                  <span className="text-sm text-slate-700">{t('list.pageOf', { page, total: totalPages })}</span>
                  {page < totalPages ? (
                    <Link to={pageLink(page + 1)} className="btn-outline" onClick={() => setNotes([])}>
                      {t('list.next')}
                    </Link>
                  ) : (
                    <span className="btn-outline cursor-not-allowed opacity-50" aria-disabled="true">
                      {t('list.next')}
                    </span>
                  )}
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
