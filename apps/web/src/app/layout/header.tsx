import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal-store';
import { useAuthStore } from '../../lib/auth-store';
import { type ShellTranslate, useT } from '../../lib/i18n';
import { links, paths } from '../../lib/paths';
import { openLeadForm } from '../../lib/site';
import { useWishlistSync } from '../../lib/wishlist';
import { LanguageSwitcher } from './language-switcher';

const categoryLinks = (t: ShellTranslate) => [
  { label: t('header.category.villa'), to: links.propertyList({ propertyType: 'Villa' }) },
  { label: t('header.category.hotel'), to: links.propertyList({ propertyType: 'Hotel' }) },
  { label: t('header.category.signature'), to: links.propertyList({ propertyType: 'Signature' }) },
  { label: t('header.category.apartment'), to: links.propertyList({ propertyType: 'Apartment' }) },
  { label: t('header.category.all'), to: links.propertyList({ propertyType: 'all' }) },
];

function CategoriesMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-1 rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 lg:w-auto"
      >
        {t('header.categories')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={id}
          className="z-40 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg lg:absolute lg:left-0"
        >
          {categoryLinks(t).map((c) => (
            <li key={c.label}>
              <Link
                to={c.to}
                onClick={() => {
                  setOpen(false);
                  onNavigate();
                }}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const openModal = useAuthModal((s) => s.openModal);
  if (isAuthenticated) {
    return (
      <>
        <Link
          to={paths.bookings}
          onClick={onNavigate}
          className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100"
        >
          {t('header.myBookings')}
        </Link>
        <Link
          to={paths.profile}
          onClick={onNavigate}
          className="rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50"
        >
          {user?.name ? t('header.greeting', { name: user.name.split(' ')[0] ?? '' }) : t('header.profile')}
        </Link>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          openModal('LOGIN');
        }}
        className="rounded-lg px-3 py-2 text-left text-slate-700 hover:bg-slate-100"
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          openModal('SIGNUP');
        }}
        className="btn-outline"
      >
        {t('header.signUp')}
      </button>
    </>
  );
}

/**
 * The brand's mark (the same drawing as public/favicon.svg), drawn in the page. As an <img> of that file it was an SVG
 * document of its own: ~20–45 ms of main-thread work on every page load in Chromium on this machine (four times that
 * on Lighthouse's phone), for three shapes.
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M14 40c8-14 28-14 36 0" stroke="#fde68a" strokeWidth="5" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="22" r="7" fill="#fbbf24" />
    </svg>
  );
}

/** Site header: logo, navigation with the Categories dropdown, special offers, sign-in; collapsible on phones. */
export function Header({ showBack = false }: { showBack?: boolean }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  useWishlistSync();
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const close = () => setMenuOpen(false);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 hover:bg-slate-100 ${isActive ? 'font-semibold text-brand-800' : 'text-slate-700'}`;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        {showBack && (
          <button
            type="button"
            onClick={() => navigate(-1)}
            aria-label={t('header.back')}
            className="grid size-10 place-items-center rounded-full hover:bg-slate-100"
          >
            ←
          </button>
        )}
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-xl font-bold text-brand-800"
          aria-label={t('header.brandHome')}
        >
          <BrandMark />
          Staybook
        </Link>
        <button
          type="button"
          className="ml-auto grid size-10 place-items-center rounded-lg border border-slate-200 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true" className="text-xl">
            {menuOpen ? '×' : '☰'}
          </span>
        </button>
        <nav
          id="site-menu"
          aria-label={t('header.mainNav')}
          className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg lg:static lg:ml-auto lg:flex lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
        >
          <NavLink to={paths.home} end className={navClass} onClick={close}>
            {t('header.home')}
          </NavLink>
          <CategoriesMenu onNavigate={close} />
          <NavLink to={paths.about} className={navClass} onClick={close}>
            {t('header.about')}
          </NavLink>
          <NavLink to={paths.contact} className={navClass} onClick={close}>
            {t('header.contact')}
          </NavLink>
          <NavLink to={paths.wishlist} end className={navClass} onClick={close}>
            {t('header.wishlist')}
          </NavLink>
          <button
            type="button"
            className="btn-accent"
            onClick={() => {
              close();
              openLeadForm('header');
            }}
          >
            {t('header.specialOffers')}
          </button>
          <AccountLinks onNavigate={close} />
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
