import { istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBar } from '../../../components/search/search-bar';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { categoryRowQuery } from '../api/home-queries';
import { BookingEngineModal } from '../components/booking-engine-modal';
import { CategoryGrid } from '../components/category-grid';
import { CategoryRow } from '../components/category-row';
import { DealsBlock } from '../components/deals-block';
import { HeroSlideshow } from '../components/hero-slideshow';
import { AboutBlock, SocialSection, Testimonials, WhyChoose } from '../components/static-sections';
import { HOME_CATEGORIES } from '../logic/home-rules';

export default function HomePage() {
  usePageMeta(
    'Staybook',
    "Book Goa's finest villas, beachfront hotels and budget stays. Best rates, instant confirmation, 24/7 support.",
  );
  const [engineOpen, setEngineOpen] = useState(false);
  const checkInDate = istDateToUnix(todayIst());
  const checkOutDate = checkInDate + 86_400;
  const rows = useQueries({ queries: HOME_CATEGORIES.map((c) => categoryRowQuery(c, checkInDate, checkOutDate)) });
  const nothingToShow = rows.every((r) => r.data?.length === 0);

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
              Book Now
            </button>
          </div>
        </div>
      </HeroSlideshow>
      <CategoryGrid />
      {nothingToShow ? (
        <section className="mx-auto max-w-3xl px-4 py-12 text-center">
          <h2 className="text-xl font-semibold">No stays to show right now</h2>
          <div className="mt-4 flex justify-center gap-3">
            <Link to={paths.propertyList} className="btn-primary">
              View All Properties
            </Link>
            <Link to={paths.contact} className="btn-outline">
              Contact Us
            </Link>
          </div>
        </section>
      ) : (
        HOME_CATEGORIES.map((category, i) => (
          <CategoryRow
            key={category}
            category={category}
            checkInDate={checkInDate}
            checkOutDate={checkOutDate}
            query={{ isPending: rows[i]?.isPending ?? true, isError: rows[i]?.isError ?? false, data: rows[i]?.data }}
          />
        ))
      )}
      <DealsBlock />
      <AboutBlock />
      <WhyChoose />
      <Testimonials />
      <SocialSection />
      {engineOpen && <BookingEngineModal open onClose={() => setEngineOpen(false)} />}
    </main>
  );
}
