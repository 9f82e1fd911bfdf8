import { useCallback, useId, useRef, useState } from 'react';
import { Check, Copy, MessageCircle, Share2 } from 'lucide-react';
import { useDismiss } from '../../../components/ui/use-dismiss';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';

interface ShareButtonProps {
  /** The shared page's title, its one-line description, and its absolute address. */
  title: string;
  text: string;
  url: string;
  className?: string;
}

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-800';

/** Facebook's "f" (the icon set has no brands' marks). */
function FacebookMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="currentColor"
      className="size-4 text-[#1877f2]"
    >
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z" />
    </svg>
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share: the phone's own share sheet where the browser has one (`navigator.share`), else a
 * small menu of Copy link, WhatsApp and Facebook, the ways Egyptian buyers pass a car on.
 */
export function ShareButton({ title, text, url, className }: ShareButtonProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, closeMenu, root, button);

  const share = async () => {
    if (!open && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the sheet is an answer; a sheet that cannot share this falls back to the menu.
        if (isAbort(error)) return;
      }
    }
    setCopy('idle');
    setOpen(!open);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const message = `${text} ${url}`;
  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => void share()}
        className="inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-400 hover:text-brand-800"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t('share.button')}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-20 mt-2 w-64 rounded-2xl bg-white p-2 shadow-card-hover ring-1 ring-slate-200"
      >
        <ul>
          <li>
            <button type="button" onClick={() => void copyLink()} className={itemClasses}>
              {copy === 'copied' ? (
                <Check aria-hidden="true" className="size-4 text-brand-600" />
              ) : (
                <Copy aria-hidden="true" className="size-4 text-slate-500" />
              )}
              {t('share.copyLink')}
            </button>
          </li>
          <li>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClasses}
            >
              <MessageCircle aria-hidden="true" className="size-4 text-[#1f9d55]" />
              {t('share.whatsapp')}
            </a>
          </li>
          <li>
            <a
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClasses}
            >
              <FacebookMark />
              {t('share.facebook')}
            </a>
          </li>
        </ul>
        <div role="status" className="empty:hidden">
          {copy === 'copied' && (
            <p className="px-3 pt-1 pb-2 text-sm font-semibold text-brand-700">
              {t('share.copied')}
            </p>
          )}
          {copy === 'failed' && (
            <label className="block px-3 pt-1 pb-2 text-sm text-slate-600">
              {t('share.copyFailed')}
              <input
                readOnly
                value={url}
                dir="ltr"
                onFocus={(event) => event.target.select()}
                className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-xs text-slate-800"
              />
            </label>
          )}
        </div>
      </div>
    </div>
  );
}
