import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { type AuthUser, useAuthStore } from '../../lib/auth-store';
import { usePageMeta } from '../../lib/page-meta';
import { useMyAccess } from './access/api/get-my-access';
import { can } from './access/logic/can';
import { ConsoleSignIn } from './components/console-sign-in';
import { Loading } from './components/console-ui';
import { consoleSections, isCurrentSection } from './lib/console-paths';

const isConsoleRole = (role: AuthUser['role'] | undefined): boolean => role === 'staff' || role === 'admin';

/**
 * The operator console at /admin: signs staff in with the same OTP as guests, then shows the areas their role
 * opens (from /api/admin/me). The server checks role and property on every call; hiding links is a convenience.
 */
export default function ConsoleApp() {
  usePageMeta('Staybook console', 'Run the Staybook catalogue, rates, bookings and leads.');
  const user = useAuthStore((s) => s.user);
  return (
    <>
      {!user ? <ConsoleSignIn /> : !isConsoleRole(user.role) ? <NoAccess user={user} /> : <Console />}
      <Toaster />
    </>
  );
}

function NoAccess({ user }: { user: AuthUser }) {
  const logout = useAuthStore((s) => s.logout);
  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">This account has no console access</h1>
        <p className="mt-2 text-slate-600">
          You are signed in as +91 {user.phone}, a guest account. Ask an administrator to invite your number in the
          console (Staff &amp; access), then sign in again.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className="btn-primary" onClick={logout}>
            Sign in with another number
          </button>
          <a className="btn-outline" href="/">
            Go to the website
          </a>
        </div>
      </div>
    </main>
  );
}

function Console() {
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const access = useMyAccess();
  const sections = consoleSections.filter((s) => can(access.data, s.permission));
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="bg-slate-900 text-white lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:shrink-0 lg:overflow-y-auto">
        <div className="flex items-center justify-between px-4 py-3 lg:py-5">
          <a href="/admin" className="text-lg font-bold">
            Staybook <span className="font-normal text-slate-300">console</span>
          </a>
          <button
            type="button"
            className="rounded px-2 py-1 text-sm ring-1 ring-slate-600 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </button>
        </div>
        <nav id="console-nav" aria-label="Console" className={`${menuOpen ? 'block' : 'hidden'} px-2 pb-4 lg:block`}>
          <ul className="space-y-1">
            {sections.map((s) => (
              <li key={s.to}>
                <Link
                  to={s.to}
                  aria-current={isCurrentSection(s.to, pathname) ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${isCurrentSection(s.to, pathname) ? 'bg-white text-slate-900' : 'text-slate-200 hover:bg-slate-800'}`}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-slate-700 px-3 pt-4 text-sm text-slate-300">
            <p>
              +91 {user?.phone}
              {access.data && ` · ${access.data.roleLabel}`}
            </p>
            {access.data && !access.data.allProperties && (
              <p className="mt-1 text-xs text-slate-400">{access.data.properties.map((p) => p.name).join(', ')}</p>
            )}
            <div className="mt-2 flex gap-3">
              <a className="underline hover:text-white" href="/">
                Website
              </a>
              <button type="button" className="underline hover:text-white" onClick={logout}>
                Sign out
              </button>
            </div>
          </div>
        </nav>
      </header>
      <main id="console-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
