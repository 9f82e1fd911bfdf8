import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { textInLanguage } from '#shared/rules/dealer-names';
import { displayName } from '#shared/rules/names';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { useDealer } from '../api/dealer';
import { DealerAvatar } from '../../../components/dealers/dealer-avatar';
import { ContactButtons } from './contact-buttons';

/**
 * "Sold by": the dealer of a car, named in the page's language, linking to the dealer's page, with Call and WhatsApp while the
 * car is for sale (`message` is typed into the WhatsApp chat). A sold car's buyer gets no
 * contacts here: they would only ask for a car that is gone.
 */
export function DealerContactCard({
  dealerId,
  carId,
  message,
  sold = false,
}: {
  dealerId: string;
  /** The car the card is beside: taps on Call and WhatsApp are counted as its contacts. */
  carId?: string;
  message?: string;
  sold?: boolean;
}) {
  const { t, language } = useLanguage();
  const { data: dealer, status } = useDealer(dealerId);
  const name = dealer ? textInLanguage(dealer.names, language) : '';
  const address = dealer ? textInLanguage(dealer.addresses, language) : '';
  return (
    <section
      aria-labelledby="dealer-contact-title"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id="dealer-contact-title" className="text-sm font-bold tracking-wide text-slate-500">
        {t('carPage.soldBy')}
      </h2>
      {status === 'pending' && (
        <div className="mt-3 flex items-center gap-3">
          <Skeleton className="size-14 rounded-2xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      )}
      {dealer && (
        <>
          <div className="mt-3 flex items-center gap-3">
            <DealerAvatar name={name} logoUrl={dealer.logoUrl} />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-slate-900">
                <bdi>{name}</bdi>
              </p>
              <p className="flex items-start gap-1 text-sm text-slate-500">
                <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span className="min-w-0">
                  {/* An address typed in Latin letters keeps its order in an Arabic page
                      ("45 Corniche El Nil, Maadi", not "Corniche El Nil, Maadi 45"). */}
                  {address && <bdi>{address}</bdi>}
                  {address && <span aria-hidden="true"> · </span>}
                  {displayName(cities, dealer.city, language)}
                </span>
              </p>
            </div>
          </div>
          {!sold && (
            <ContactButtons
              phone={dealer.phone}
              whatsapp={dealer.whatsapp}
              message={message}
              carId={carId}
            />
          )}
          <Link
            to={paths.dealer.getHref(dealer.id, dealer.name)}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('carPage.viewDealer')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </>
      )}
    </section>
  );
}
