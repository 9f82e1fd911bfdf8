import { Link, useLocation } from 'react-router';
import { ArrowRight, MailOpen } from 'lucide-react';
import type { User } from '#shared/schemas/user';
import type { Language } from '#shared/reference/types';
import { textInLanguage } from '#shared/rules/dealer-names';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { buttonClasses } from '../ui/button';
import { isolate } from '../ui/bidi';

/**
 * The dealerships whose invitation the user has not answered yet. The session's user already
 * lists them (`dealer_access`, refreshed with every verify), so no page asks the server again.
 * Only a DealerEmployee can answer on My Access (a Dealer is turned away there), so only they
 * are told.
 */
export const pendingInvitations = (user: User, language: Language): string[] =>
  user.role === 'DealerEmployee'
    ? user.dealer_access
        .filter((access) => access.status === 'pending')
        .map((access) => textInLanguage(access.dealerNames, language))
    : [];

/**
 * "You are invited to join the team of …" on every page but My Access itself, leading there:
 * someone who followed a shared link, or signed in for another reason, finds the invitation.
 */
export function InvitationBanner({ user }: { user: User }) {
  const { t, language } = useLanguage();
  const { pathname } = useLocation();
  const dealers = pendingInvitations(user, language);
  if (dealers.length === 0 || pathname === paths.myAccess.path) return null;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(dealers.map(isolate));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <section
        aria-label={t('access.bannerLabel')}
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-4 text-sm text-brand-950 shadow-sm"
      >
        <MailOpen aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        <p className="min-w-0 flex-1 basis-48 font-semibold">
          {t('access.bannerText', { dealers: names })}
        </p>
        <Link to={paths.myAccess.getHref()} className={buttonClasses('primary')}>
          {t('access.bannerAction')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </section>
    </div>
  );
}
