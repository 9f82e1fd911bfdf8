import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, Car, Flag, Inbox, LogOut, Plus, ShieldCheck, UserRound, Users } from 'lucide-react';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import type { User } from '#shared/schemas/user';
import { paths } from '../../config/paths';
import { accessTo, type AccountRoute } from '../../lib/access';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n';
import { useInboxCounts } from '../../lib/inbox-counts';
import { UserAvatar } from '../ui/user-avatar';
import { DisclosureChevron } from '../ui/disclosure-chevron';
import { useDismiss } from '../ui/use-dismiss';

interface MenuLink {
  route: AccountRoute;
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** What waits there (new leads, reports to review), shown as a badge when above zero. */
  count?: { value: number; label: string } | undefined;
}

/**
 * What waits for the user: the new leads of their dealerships, when they may open
 * the inbox, and for an operator the reports to review (null for everyone else), with their
 * words for the menu's button ("3 new leads").
 */
function useInbox(user: User) {
  const { t, language } = useLanguage();
  const counts = useInboxCounts(user.uid).data;
  const leads = accessTo(user, 'my-leads').allowed ? (counts?.newLeads ?? 0) : 0;
  const reports = counts?.openReports ?? null;
  const words = (key: 'newLeads' | 'reportsToReview', count: number) =>
    t(`userMenu.${key}`, { count, formatted: formatNumber(count, language) });
  const news = [
    leads > 0 && words('newLeads', leads),
    reports !== null && reports > 0 && words('reportsToReview', reports),
  ].filter((part) => typeof part === 'string');
  return {
    leads: { value: leads, label: words('newLeads', leads) },
    reports: reports === null ? null : { value: reports, label: words('reportsToReview', reports) },
    /** Everything that waits, for the dot on the menu's button. */
    total: leads + (reports ?? 0),
    /** Its words, or null when nothing waits. */
    news: news.length > 0 ? news.join(t('userMenu.newsSeparator')) : null,
  };
}

/** The count on a menu's button: at most "99+", since a dot is no place for a report. */
const badgeNumber = (count: number, language: Language) =>
  count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language);

/**
 * The red count on the corner of the phone's menu button, named by its text (its words are in
 * the button's text); on the desktop's button, named by its label, a plain dot, so that all it
 * shows is in its name (WCAG 2.5.3).
 */
function NewsDot({ count }: { count?: number }) {
  const { language } = useLanguage();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-1.5 -end-1.5 rounded-full bg-red-600 ring-2 ring-white',
        count === undefined
          ? 'size-3.5'
          : 'grid h-5 min-w-5 place-items-center px-1 text-[0.7rem] leading-none font-bold text-white',
      )}
    >
      {count !== undefined && badgeNumber(count, language)}
    </span>
  );
}

/**
 * The phone's menu button carries the same count: its words after "Open menu", and the dot on
 * its corner. Rendered inside the header's button (a widget: the header imports no account code).
 */
export function MenuButtonNews({ user }: { user: User }) {
  const { t } = useTranslation();
  const { total, news } = useInbox(user);
  if (!news) return null;
  return (
    <>
      <span className="sr-only"> {t('userMenu.newsAside', { news })}</span>
      <NewsDot count={total} />
    </>
  );
}

/**
 * The signed-in screens the user may open (`routeAccess`); My Access for employees only. Add
 * car is here too: adding a car is what dealers come for, and from a phone the menu is the one
 * place every page shares. The lead inbox shows its new leads, and operators get their review
 * of reports (the server says who they are, by answering a count).
 */
function useMenuLinks(user: User): MenuLink[] {
  const { t } = useTranslation();
  const inbox = useInbox(user);
  const links: MenuLink[] = [
    { route: 'add-car', to: paths.addCar.getHref(), label: t('userMenu.addCar'), icon: Plus },
    { route: 'my-cars', to: paths.myCars.getHref(), label: t('userMenu.myCars'), icon: Car },
    {
      route: 'my-leads',
      to: paths.myLeads.getHref(),
      label: t('userMenu.leads'),
      icon: Inbox,
      count: inbox.leads,
    },
    { route: 'my-team', to: paths.myTeam.getHref(), label: t('userMenu.myTeam'), icon: Users },
    {
      route: 'saved-searches',
      to: paths.savedSearches.getHref(),
      label: t('userMenu.savedSearches'),
      icon: Bell,
    },
    {
      route: 'my-account',
      to: paths.myAccount.getHref(),
      label: t('nav.myAccount'),
      icon: UserRound,
    },
    {
      route: 'my-access',
      to: paths.myAccess.getHref(),
      label: t('nav.myAccess'),
      icon: ShieldCheck,
    },
    {
      route: 'operator-reports',
      to: paths.operatorReports.getHref(),
      label: t('userMenu.reportsToReviewLink'),
      icon: Flag,
      count: inbox.reports ?? undefined,
    },
  ];
  return links.filter(
    (link) =>
      accessTo(user, link.route).allowed &&
      (link.route !== 'my-access' || user.role === 'DealerEmployee') &&
      (link.route !== 'operator-reports' || inbox.reports !== null),
  );
}

const signedInPrefixes = ['/my-', '/add-car', '/edit-car', '/saved-searches', '/operator/'];

/** Signs out; from a signed-in screen, goes home first (not to /login via the guard). */
function useSignOut() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      if (signedInPrefixes.some((prefix) => pathname.startsWith(prefix))) {
        await navigate(paths.home.getHref());
      }
      await logout();
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-800 disabled:opacity-60';

/** Desktop: the user's photo and name, opening a menu of their screens and Sign out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open on the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenOn(null), []);
  const { news } = useInbox(user);

  useDismiss(open, closeMenu, root, button);

  return (
    <div ref={root} className="relative max-md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={
          news
            ? t('userMenu.labelWithNews', { name: user.name, news })
            : t('userMenu.label', { name: user.name })
        }
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative flex h-11 max-w-60 items-center gap-2 rounded-xl border border-slate-200 bg-white ps-1 pe-2.5 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-400 hover:bg-brand-50"
      >
        {news && <NewsDot />}
        <UserAvatar name={user.name} photoUrl={user.photoURL} className="size-8 ring-0" />
        <bdi className="min-w-0 truncate">{user.name}</bdi>
        <DisclosureChevron open={open} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-64 rounded-2xl bg-white p-2 shadow-card-hover ring-1 ring-slate-200"
      >
        <div className="border-b border-slate-100 px-3 pt-1 pb-3">
          <UserIdentity user={user} />
        </div>
        <ul className="py-2">
          <MenuLinkItems user={user} itemClassName={itemClasses} />
        </ul>
        <div className="border-t border-slate-100 pt-2">
          <SignOutButton className={itemClasses} />
        </div>
      </div>
    </div>
  );
}

/** Phone: the same, as a section of the header's menu. */
export function PhoneUserMenu({ user }: { user: User }) {
  return (
    <div className="mt-2 border-t border-slate-200 pt-3">
      <div className="flex items-center gap-3 px-3 pb-2">
        <UserAvatar name={user.name} photoUrl={user.photoURL} />
        <div className="min-w-0">
          <UserIdentity user={user} />
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        <MenuLinkItems user={user} itemClassName={itemClasses} />
        <li>
          <SignOutButton className={itemClasses} />
        </li>
      </ul>
    </div>
  );
}

function UserIdentity({ user }: { user: User }) {
  return (
    <>
      <p className="truncate font-bold text-slate-900">
        <bdi>{user.name}</bdi>
      </p>
      <p className="truncate text-xs text-slate-500">
        <bdi>{user.email}</bdi>
      </p>
    </>
  );
}

/** The signed-in screens as list items, the current one marked, with what waits there. */
function MenuLinkItems({ user, itemClassName }: { user: User; itemClassName: string }) {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  return useMenuLinks(user).map(({ route, to, label, icon: Icon, count }) => (
    <li key={route}>
      <Link
        to={to}
        aria-current={pathname === to ? 'page' : undefined}
        className={cn(itemClassName, pathname === to && 'bg-brand-50 text-brand-800')}
      >
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        <span className="min-w-0 flex-1">{label}</span>
        {count && count.value > 0 && (
          <>
            <span
              aria-hidden="true"
              className="grid h-6 min-w-6 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
            >
              {badgeNumber(count.value, language)}
            </span>
            <span className="sr-only"> {count.label}</span>
          </>
        )}
      </Link>
    </li>
  ));
}

function SignOutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={signingOut}
      className={className}
    >
      <LogOut aria-hidden="true" className="size-4 text-slate-500 rtl:-scale-x-100" />
      {signingOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
    </button>
  );
}
