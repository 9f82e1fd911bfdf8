import { MessageCircle, Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { telHref, whatsappHref } from '../../../lib/phone';

/** Call and WhatsApp buttons of a dealer, side by side. */
export function ContactButtons({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { t } = useLanguage();
  return (
    <div className="mt-4 grid grid-cols-2 gap-2">
      <a href={telHref(phone)} className={buttonClasses('primary')}>
        <Phone aria-hidden="true" className="size-4" />
        {t('dealer.call')}
      </a>
      <a
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonClasses('outline'), 'text-emerald-700')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('dealer.whatsapp')}
      </a>
    </div>
  );
}
