import { SearchBar } from '../../../components/search/search-bar';
import { useT } from '../../../lib/i18n';
import { pictureLoading } from '../../../lib/main-picture';
import { mediaSrcSet } from '../../../lib/media';
import { usePageMeta } from '../../../lib/page-meta';
import { CategoryGrid } from '../components/category-grid';
import { DealsBlock } from '../components/deals-block';

/**
 * The older home (/old-home): hero, search, categories and deals. The original hero played a video; no video can
 * be shipped with the demo, so the first hero picture pans slowly instead.
 */
export default function OldHomePage() {
  const t = useT('info');
  usePageMeta(t('oldHome.title'), t('oldHome.description'));
  return (
    <main>
      <section className="relative isolate overflow-hidden bg-brand-900">
        <img
          src="/media/demo/h/1.webp"
          srcSet={mediaSrcSet('/media/demo/h/1.webp')}
          sizes="100vw"
          alt=""
          width={1280}
          height={720}
          {...pictureLoading(true)}
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-70 motion-safe:animate-[pulse_12s_ease-in-out_infinite]"
        />
        <div className="mx-auto max-w-7xl px-4 py-24 text-center text-white">
          <h1 className="text-4xl font-bold drop-shadow sm:text-6xl">{t('oldHome.title')}</h1>
          <p className="mt-3 text-lg text-white/90">{t('oldHome.line')}</p>
          <div className="mt-8 text-left">
            <SearchBar />
          </div>
        </div>
      </section>
      <CategoryGrid />
      <DealsBlock />
    </main>
  );
}
