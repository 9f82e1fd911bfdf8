import { useState } from 'react';
import { Check, Copy, MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isolate } from '../../../components/ui/bidi';
import { useLanguage } from '../../../lib/i18n';

/**
 * The address an invitee opens: sign in, then land on My Access where the invitation waits (an
 * invitee already signed in goes straight there). Absolute, since it travels in a message.
 */
export const invitationLink = (origin: string) =>
  new URL(paths.login.getHref(paths.myAccess.getHref()), origin).href;

/** wa.me with only a text lets the sender pick the chat; the number stays theirs to choose. */
export const whatsappShareHref = (text: string) =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;

interface InviteShareProps {
  email: string;
  dealerName: string;
}

/**
 * After an invitation is sent: nothing else tells the invitee (the app sends no e-mail), so the
 * inviter shares the link on WhatsApp, where Egyptian dealers talk, or copies it.
 */
export function InviteShare({ email, dealerName }: InviteShareProps) {
  const { t } = useLanguage();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = invitationLink(window.location.origin);
  const message = t('team.shareMessage', {
    dealer: isolate(dealerName),
    email: isolate(email),
    link,
  });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed'); // No clipboard (an old browser, or permission refused).
    }
  };

  return (
    <section
      aria-label={t('team.shareTitle')}
      className="mt-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
    >
      <h4 className="font-bold text-emerald-950">{t('team.shareTitle')}</h4>
      <p className="mt-1 text-sm text-emerald-900">
        {t('team.shareIntro', { email: isolate(email) })}
      </p>
      <p dir="ltr" className="mt-2 text-sm break-all text-emerald-900 select-all">
        {link}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={whatsappShareHref(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('team.shareWhatsApp')}
        </a>
        <button type="button" onClick={() => void copyLink()} className={buttonClasses('outline')}>
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copy === 'copied' ? t('team.linkCopied') : t('team.copyLink')}
        </button>
      </div>
      {copy === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t('team.copyFailed')}
        </p>
      )}
    </section>
  );
}
