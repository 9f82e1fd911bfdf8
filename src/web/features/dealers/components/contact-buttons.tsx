import { useEffect, useRef, useState } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import { phoneText } from '#shared/rules/phone-display';
import { buttonClasses } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { telHref, whatsappHref } from '../../../lib/phone';
import { whatsappMessageHref } from '../../../lib/whatsapp-message';
import { countContact } from '../api/contact-taps';

/**
 * "Call": on phones a `tel:` link that dials; from `lg` up, where `tel:` does nothing on most
 * computers, a button that shows the number to dial by hand (still a `tel:` link, for the few
 * computers that can call).
 */
function CallButton({ phone, carId }: { phone: string; carId?: string | undefined }) {
  const { t } = useLanguage();
  const [shown, setShown] = useState(false);
  const number = useRef<HTMLAnchorElement>(null);
  // The button goes away under the pointer or keyboard; focus moves to what replaced it.
  useEffect(() => {
    if (shown) number.current?.focus();
  }, [shown]);
  const classes = buttonClasses('primary');
  const counted = () => {
    if (carId) countContact(carId, 'call');
  };
  return (
    <>
      <a href={telHref(phone)} onClick={counted} className={cn(classes, 'lg:hidden')}>
        <Phone aria-hidden="true" className="size-4" />
        {t('dealer.call')}
      </a>
      {shown ? (
        // No icon and a narrow padding: a whole international number fits half the card.
        <a
          ref={number}
          href={telHref(phone)}
          aria-label={t('dealer.callNumber', { number: phoneText(phone) })}
          className="inline-flex h-11 items-center justify-center rounded-xl bg-brand-700 px-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 max-lg:hidden"
        >
          <PhoneNumber phone={phone} />
        </a>
      ) : (
        <button
          type="button"
          onClick={() => {
            counted();
            setShown(true);
          }}
          className={cn(classes, 'max-lg:hidden')}
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('dealer.call')}
        </button>
      )}
    </>
  );
}

/**
 * A WhatsApp chat with the dealer, opened with `message` typed when there is one; a tap is
 * counted as a contact of `carId` when it is about a car.
 */
export function WhatsappLink({
  whatsapp,
  message,
  carId,
}: {
  whatsapp: string;
  message?: string | undefined;
  carId?: string | undefined;
}) {
  const { t } = useLanguage();
  return (
    <a
      href={message ? whatsappMessageHref(whatsapp, message) : whatsappHref(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        if (carId) countContact(carId, 'whatsapp');
      }}
      className={cn(buttonClasses('outline'), 'text-emerald-700')}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('dealer.whatsapp')}
    </a>
  );
}

/**
 * Call and WhatsApp buttons of a dealer, side by side; `message` opens the chat with it typed.
 * About a car (`carId`), each tap is counted as a contact of it.
 */
export function ContactButtons({
  phone,
  whatsapp,
  message,
  carId,
}: {
  phone: string;
  whatsapp: string;
  message?: string | undefined;
  carId?: string | undefined;
}) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-2">
      <CallButton phone={phone} carId={carId} />
      <WhatsappLink whatsapp={whatsapp} message={message} carId={carId} />
    </div>
  );
}
