import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Info, X } from 'lucide-react';
import { blockedMessages, type BlockedMessage } from '#shared/rules/access';
import { cn } from '../../lib/cn';

export const isBlockedMessage = (value: unknown): value is BlockedMessage =>
  typeof value === 'string' && Object.hasOwn(blockedMessages, value);

/**
 * The message of a guard's redirect (`routeAccess`) on the page it lands on, styled by its kind
 * (warning or info), until dismissed or the visitor moves on.
 */
export function NoticeBanner({ notice }: { notice: BlockedMessage }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const banner = useRef<HTMLDivElement>(null);
  const { kind } = blockedMessages[notice];
  const texts: Record<BlockedMessage, string> = {
    dealerRequired: t('notice.dealerRequired'),
    acceptInvitation: t('notice.acceptInvitation'),
    stockManagersOnly: t('notice.stockManagersOnly'),
  };
  const Icon = kind === 'warning' ? CircleAlert : Info;

  useEffect(() => {
    banner.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <div
        ref={banner}
        role={kind === 'warning' ? 'alert' : 'status'}
        data-kind={kind}
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-4 text-sm font-semibold shadow-sm',
          kind === 'warning'
            ? 'border-accent-300 bg-accent-50 text-accent-700'
            : 'border-sky-200 bg-sky-50 text-sky-900',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1">{texts[notice]}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('notice.dismiss')}
          title={t('notice.dismiss')}
          className="-m-2.5 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
