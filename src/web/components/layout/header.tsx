import { Suspense, useId, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, Menu, X } from 'lucide-react';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import type { AccountWidgets } from './account-widgets';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const navLinkClasses = (isActive: boolean) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-semibold transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-600 hover:bg-slate-100 hover:text-brand-800',
  );

export function Header({
  widgets,
  favouritesLink: FavouritesLink,
}: {
  widgets?: AccountWidgets | undefined;
  /** The buyer's favourites, with their count (the app's: a feature). */
  favouritesLink?: ComponentType<{ place: 'bar' | 'menu' }> | undefined;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The phone menu is open on the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const { status, user } = useAuth();
  // Sign in comes back to this page (not from /login itself).
  const signInHref = paths.login.getHref(
    pathname === paths.login.path ? undefined : `${pathname}${search}`,
  );
  const avatarPlaceholder = (
    <span
      aria-hidden="true"
      className="size-11 animate-pulse rounded-xl bg-slate-100 max-md:hidden"
    />
  );

  const links = [
    {
      to: paths.carGrid.getHref(),
      label: t('nav.cars'),
      matches: ['/car-grid', '/car-list', '/car-details'],
    },
    { to: paths.dealers.getHref(), label: t('nav.dealers'), matches: ['/dealers', '/dealer/'] },
  ];
  const active = (matches: string[]) => matches.some((prefix) => pathname.startsWith(prefix));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.main')} className="ms-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={active(link.matches) ? 'page' : undefined}
              className={navLinkClasses(active(link.matches))}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {FavouritesLink && <FavouritesLink place="bar" />}
          <LanguageSwitch />
          {status === 'authenticated' ? (
            widgets && (
              <Suspense fallback={avatarPlaceholder}>
                <widgets.UserMenu user={user} />
              </Suspense>
            )
          ) : status === 'loading' ? (
            avatarPlaceholder
          ) : (
            <Link to={signInHref} className={cn(buttonClasses('primary', 'md'), 'max-md:hidden')}>
              <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('nav.signIn')}
            </Link>
          )}
          <button
            type="button"
            className="relative grid size-11 place-items-center rounded-xl border border-slate-200 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            {/* Named by its text, so that what waits in the menu ("3 new leads") joins it. */}
            <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            {status === 'authenticated' && widgets && (
              <Suspense fallback={null}>
                <widgets.MenuButtonNews user={user} />
              </Suspense>
            )}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.main')}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active(link.matches) ? 'page' : undefined}
                className={navLinkClasses(active(link.matches))}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {FavouritesLink && (
            <li>
              <FavouritesLink place="menu" />
            </li>
          )}
          {status === 'loggedOut' && (
            <li className="pt-2">
              <Link to={signInHref} className={cn(buttonClasses('primary', 'md'), 'w-full')}>
                <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('nav.signIn')}
              </Link>
            </li>
          )}
        </ul>
        {status === 'authenticated' && widgets && (
          <Suspense fallback={null}>
            <widgets.PhoneUserMenu user={user} />
          </Suspense>
        )}
      </nav>
    </header>
  );
}
