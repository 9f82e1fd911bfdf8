import { Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { telHref } from '../../../lib/phone';
import { countContact } from '../api/contact-taps';
import { useDealer } from '../api/dealer';
import { WhatsappLink } from './contact-buttons';

/**
 * Call and WhatsApp fixed at the bottom of a phone's screen, within a thumb's reach wherever the
 * buyer has scrolled. While it is shown the body gets a bottom padding its height (an arbitrary
 * variant styling the body that has the bar), so the end of the page and the footer scroll
 * clear of it. Computers see the dealer card's buttons instead. It tells what else is fixed at
 * the bottom (the compare tray) to sit above it: `--bottom-bar`, its height, and `--tray-inset`,
 * the screen's bottom inset it already keeps clear of.
 */
export function ContactBar({
  dealerId,
  carId,
  message,
}: {
  dealerId: string;
  /** Taps are counted as contacts of this car. */
  carId: string;
  message: string;
}) {
  const { t } = useLanguage();
  const { data: dealer } = useDealer(dealerId);
  if (!dealer) return null;
  // The body's padding is the bar's height: its padding, a button's 2.75rem and its border.
  return (
    <section
      aria-label={t('dealer.contactBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur max-lg:[body:has(&)]:pb-[calc(4.25rem+1px+env(safe-area-inset-bottom))] max-lg:[body:has(&)]:[--bottom-bar:calc(4.25rem+1px+env(safe-area-inset-bottom))] max-lg:[body:has(&)]:[--tray-inset:0px] lg:hidden"
    >
      <div className="mx-auto grid max-w-xl grid-cols-2 gap-2">
        <a
          href={telHref(dealer.phone)}
          onClick={() => countContact(carId, 'call')}
          className={buttonClasses('primary')}
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('dealer.call')}
        </a>
        <WhatsappLink whatsapp={dealer.whatsapp} message={message} carId={carId} />
      </div>
    </section>
  );
}
