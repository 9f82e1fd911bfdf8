import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { displayName } from '#shared/rules/names';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { useDealer } from '../api/get-dealer';
import { DealerAvatar } from '../../../components/dealers/dealer-avatar';
import { ContactButtons } from './contact-buttons';

/** "Sold by": the dealer of a car with its contacts, linking to the dealer's page. */
export function DealerContactCard({ dealerId }: { dealerId: string }) {
  const { t, language } = useLanguage();
  const { data: dealer, status } = useDealer(dealerId);
  return (
    <section
      aria-labelledby="dealer-contact-title"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id="dealer-contact-title" className="text-sm font-bold tracking-wide text-slate-500">
        {t('car.soldBy')}
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
            <DealerAvatar name={dealer.name} logoUrl={dealer.logoUrl} />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-slate-900">
                <bdi>{dealer.name}</bdi>
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-500">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {displayName(cities, dealer.city, language)}
              </p>
            </div>
          </div>
          <ContactButtons phone={dealer.phone} whatsapp={dealer.whatsapp} />
        </>
      )}
      <Link
        to={paths.dealer.getHref(dealerId)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('car.viewDealer')}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}
