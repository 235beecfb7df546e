import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../lib/i18n';
import { pictureLoading } from '../../../lib/main-picture';
import { mediaVariant, PLACEHOLDER_IMAGE } from '../../../lib/media';
import { categoryTilesQuery } from '../api/home-queries';
import { categoryTileLink } from '../logic/home-rules';

/**
 * 'Explore by Category': tiles from the server, in the page's language (their words are content, entered on Brand
 * words); tiles without a target are not shown.
 */
export function CategoryGrid() {
  const t = useT('home');
  const query = useQuery(categoryTilesQuery(useLanguage()));
  const now = Math.floor(Date.now() / 1000);
  return (
    <section aria-labelledby="explore-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="explore-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.exploreByCategory')}
      </h2>
      {query.isPending && <Spinner label={t('home.loadingCategories')} />}
      {query.isError && <p className="mt-4 text-red-700">{t('home.categoriesFailed')}</p>}
      {query.data && (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 2xl:grid-cols-8">
          {query.data.map((tile, i) => {
            const link = categoryTileLink(tile, now);
            if (!link) return null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are drawn in the server's order and never reordered here
              <li key={i}>
                <Link
                  to={link.to}
                  state={link.state}
                  className="group block overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
                >
                  <span className="block aspect-[3/2] overflow-hidden">
                    <img
                      src={tile.image ? mediaVariant(tile.image, 320) : PLACEHOLDER_IMAGE}
                      alt=""
                      width={320}
                      height={213}
                      {...pictureLoading(false)}
                      onError={(e) => {
                        e.currentTarget.src = PLACEHOLDER_IMAGE;
                      }}
                      className="size-full object-cover transition group-hover:scale-105"
                    />
                  </span>
                  <span className="block px-3 py-2.5 text-center font-semibold text-slate-900">
                    {tile.label ?? tile.name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
