import { istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { lazy, memo, Suspense, useState } from 'react';
import { SearchBar } from '../../../components/search/search-bar';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { CategoryGrid } from '../components/category-grid';
import { CategoryRows } from '../components/category-row';
import { DealsBlock } from '../components/deals-block';
import { HeroSlideshow } from '../components/hero-slideshow';
import { AboutBlock, SocialSection, Testimonials, WhyChoose } from '../components/static-sections';

/** The booking engine's dialog loads when "Book Now" is pressed. */
const BookingEngineModal = lazy(() =>
  import('../components/booking-engine-modal').then((m) => ({ default: m.BookingEngineModal })),
);

/** Everything below the category tiles: the category rows, deals and the blocks after them. */
const LowerHalf = memo(function LowerHalf({
  checkInDate,
  checkOutDate,
}: {
  checkInDate: number;
  checkOutDate: number;
}) {
  return (
    <>
      <CategoryRows checkInDate={checkInDate} checkOutDate={checkOutDate} />
      <DealsBlock />
      <AboutBlock />
      <WhyChoose />
      <Testimonials />
      <SocialSection />
    </>
  );
});

export default function HomePage() {
  const t = useT('home');
  usePageMeta(t('home.title'), t('home.description'), true);
  const [engineOpen, setEngineOpen] = useState(false);
  const checkInDate = istDateToUnix(todayIst());
  const checkOutDate = checkInDate + 86_400;

  return (
    <main>
      <HeroSlideshow>
        <div className="w-full">
          <SearchBar />
          <div className="mt-3 hidden justify-end md:flex">
            <button
              type="button"
              className="rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white"
              onClick={() => setEngineOpen(true)}
            >
              {t('home.bookNow')}
            </button>
          </div>
        </div>
      </HeroSlideshow>
      <CategoryGrid />
      <LowerHalf checkInDate={checkInDate} checkOutDate={checkOutDate} />
      {engineOpen && (
        <Suspense fallback={null}>
          <BookingEngineModal open onClose={() => setEngineOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}
