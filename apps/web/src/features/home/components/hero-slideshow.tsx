import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { pictureLoading } from '../../../lib/main-picture';
import { mediaSrcSet, mediaVariant } from '../../../lib/media';
import { whenSplashGone } from '../../../lib/splash-state';
import { type HeroSlideView, heroSlidesQuery } from '../api/home-queries';
import { fallbackSlides, HERO_INTERVAL_MS } from '../logic/home-rules';

/** Hero slides from the server (five built-in ones when the call fails or is empty); 5 s auto-advance that wraps. */
export function HeroSlideshow({ children }: { children?: ReactNode }) {
  const t = useT('home');
  const query = useQuery(heroSlidesQuery(useLanguage()));
  const slides: HeroSlideView[] = query.data?.data.length ? query.data.data : query.isPending ? [] : fallbackSlides;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = slides.length;
  // The first slide has its 5 s once the guest can see it: the page is drawn beneath the startup splash.
  useEffect(() => {
    if (!playing || count < 2) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopWaiting = whenSplashGone(() => {
      timer = setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    });
    return () => {
      stopWaiting();
      clearInterval(timer);
    };
  }, [playing, count]);
  const current = slides[index % Math.max(1, count)];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  // Pictures are fetched one ahead, not all at once: the first slide's picture loads alone (it is the page's largest
  // paint), and each shown slide brings in the next one when its own picture has arrived.
  const [mounted, setMounted] = useState(1);
  const withPicture = Math.min(count, Math.max(mounted, (index % Math.max(1, count)) + 1));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.featuredStays')}
      className="relative isolate min-h-[560px] overflow-hidden bg-brand-900 sm:min-h-[620px]"
    >
      {slides.slice(0, withPicture).map((slide, i) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order; a slide is its place in it
          key={i}
          onLoad={i === index % count ? () => setMounted((m) => Math.max(m, i + 2)) : undefined}
          src={mediaVariant(slide.image, 1280)}
          srcSet={mediaSrcSet(slide.image)}
          sizes="100vw"
          alt=""
          width={1280}
          height={720}
          {...pictureLoading(i === 0)}
          className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-700 ${i === index % count ? 'opacity-100' : 'opacity-0'}`}
        />
      ))}
      <div className="absolute inset-0 -z-10" style={{ background: current?.overlayColor ?? 'rgba(15,23,42,0.45)' }} />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-20 pb-10 sm:pt-28">
        {/* Room for the slide's text before the slides arrive, so the search bar below does not jump. */}
        <div className="min-h-[17rem] sm:min-h-[19rem]">
          {current && (
            <div className="max-w-2xl text-white" aria-live={playing ? 'off' : 'polite'}>
              <p className="text-sm font-semibold tracking-widest text-sand-400 uppercase">{current.subtitle}</p>
              <h1 className="mt-2 text-4xl font-bold drop-shadow sm:text-6xl">{current.title}</h1>
              {current.description && <p className="mt-3 text-lg text-white/90">{current.description}</p>}
              {current.ctaText && (
                <Link to={current.ctaLink || '/properties'} className="btn-accent mt-6 px-6 py-3 text-base">
                  {current.ctaText}
                </Link>
              )}
            </div>
          )}
        </div>
        {children}
        {count > 1 && (
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => go(-1)}
              className="grid size-10 place-items-center rounded-full bg-white/90 text-xl"
              aria-label={t('home.previousSlide')}
            >
              ‹
            </button>
            <div className="flex gap-2">
              {slides.map((s, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  key={i}
                  type="button"
                  aria-label={t('home.goToSlide', { number: i + 1, title: s.title })}
                  aria-current={i === index % count}
                  onClick={() => setIndex(i)}
                  className={`h-2.5 rounded-full transition-all ${i === index % count ? 'w-8 bg-white' : 'w-2.5 bg-white/60'}`}
                />
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(1)}
              className="grid size-10 place-items-center rounded-full bg-white/90 text-xl"
              aria-label={t('home.nextSlide')}
            >
              ›
            </button>
            <button
              type="button"
              onClick={() => setPlaying((p) => !p)}
              className="ml-2 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold"
              aria-label={playing ? t('home.pauseSlideshow') : t('home.playSlideshow')}
            >
              {playing ? t('home.pause') : t('home.play')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
