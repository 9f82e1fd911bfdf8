import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ArrowDown, CalendarClock, CarFront, MapPin } from 'lucide-react';
// The viewer's own styles come with this screen only, like the viewer (decision 118).
import 'yet-another-react-lightbox/styles.css';
import { cities } from '#shared/reference/cities';
import type { Car } from '#shared/schemas/car';
import { formatDate, formatPrice } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import { carTitle } from '#shared/rules/specifications';
import { inLanguage } from '#shared/rules/site-paths';
import { FairPriceBadge } from '../../components/cars/fair-price-badge';
import { PageLoadError, type MissingRecord } from '../../components/errors/page-load-error';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { useSiteOrigin } from '../../lib/site-origin';
import { carEnquiryMessage } from '../../lib/whatsapp-message';
import { carQueryOptions, useCar } from '../../features/cars/api/car';
import { CarExtras } from '../../features/cars/components/car-extras';
import { CarGallery } from '../../features/cars/components/car-gallery';
import { CarSpecifications } from '../../features/cars/components/car-specifications';
import { ConditionBadge } from '../../features/cars/components/condition-badge';
import { MonthlyFrom } from '../../features/cars/components/monthly-from';
import { ShareButton } from '../../features/cars/components/share-button';
import { SimilarCars } from '../../features/cars/components/similar-cars';
import { carFacts } from '../../features/cars/lib/car-facts';
import { rememberViewed } from '../../features/cars/lib/recently-viewed';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { ContactBar } from '../../features/dealers/components/contact-bar';
import { DealerContactCard } from '../../features/dealers/components/dealer-contact-card';
import { InquiryCard } from '../../features/leads/components/inquiry-card';
import { dealerQueryOptions } from '../../features/dealers/api/dealer';
import { InstallmentsCard } from '../../features/installments/components/installments-card';
import { priceHistoryQueryOptions } from '../../features/price-history/api/price-history';
import { PriceHistory } from '../../features/price-history/components/price-history';
import { FairPriceCard } from '../../features/fair-price/components/fair-price-card';
import { ReportListingButton } from '../../features/report-listing/components/report-listing-button';
import { defineRecordPage } from '../record-page';

const missingCar: MissingRecord = {
  icon: CarFront,
  title: (t) => t('carPage.notFoundTitle'),
  description: (t) => t('carPage.notFoundDescription'),
  backTo: paths.carGrid.getHref(),
  backLabel: (t) => t('carPage.backToCars'),
};

/** /car-details/:id: the car, its dealer and its price history; 410 once sold (still shown). */
export const carDetailsPage = defineRecordPage({
  record: ({ params }) => carQueryOptions(params.id ?? ''),
  missing: missingCar,
  load: async (_address, queries, car) => {
    // The price history is written into the page too; without it the browser asks for it.
    const [dealer] = await Promise.all([
      queries.fetchQuery(dealerQueryOptions(car.sellerId)),
      queries.prefetchQuery(priceHistoryQueryOptions(car.id)),
    ]);
    return dealer;
  },
  // A car on sale, with its price; a sold one's page (still shown) says it is sold instead.
  title: ({ t, language, vehicleNames }, { record: car }) => {
    const names = {
      car: carTitle(car, language, vehicleNames),
      city: displayName(cities, car.city, language),
    };
    return car.status === 'sold'
      ? t('meta.soldCarTitle', names)
      : t('meta.carTitle', { ...names, price: formatPrice(car.price, language) });
  },
  head: (heads, context, { record: car, data: dealer }) => heads.carHead(context, car, dealer),
});

const similarCarsId = 'similar-cars';

function SoldBadge() {
  const { t } = useLanguage();
  return (
    <Badge className="bg-rose-600 px-3 py-1 text-sm tracking-wide text-white uppercase ring-rose-700">
      {t('carPage.sold')}
    </Badge>
  );
}

/** What a sold car's page says first: it is gone, and where the similar cars are. */
function SoldNotice() {
  const { t } = useLanguage();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-950">
      <SoldBadge />
      <p className="min-w-0 flex-[1_1_14rem] text-sm font-medium">{t('carPage.soldNotice')}</p>
      <a
        href={`#${similarCarsId}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('carPage.similarTitle')}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6">
      <h2 className="mb-4 text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function CarSummary({ car, sold, url }: { car: Car; sold: boolean; url: string }) {
  const { t, language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  const price = formatPrice(car.price, language);
  return (
    <section
      aria-label={t('carPage.summary')}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-500">{t('carPage.price')}</p>
        <div className="flex items-center gap-2">
          {sold && <SoldBadge />}
          <FairPriceBadge fairPrice={car.fairPrice} />
          <ConditionBadge condition={car.condition} className="ring-1 ring-slate-200" />
        </div>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p
          className={
            sold
              ? 'text-3xl font-extrabold text-slate-400 line-through'
              : 'text-3xl font-extrabold text-brand-700'
          }
        >
          {price}
        </p>
        <FavouriteButton car={car} appearance="outline" />
      </div>
      <MonthlyFrom car={car} className="h-5 text-sm" />
      <PriceHistory car={car} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <CompareToggle carId={car.id} appearance="outline" />
        <ShareButton title={title} text={t('share.text', { car: title, price })} url={url} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {carFacts(car, t, language).map((fact) => (
          <div key={fact.id} className="rounded-xl bg-slate-50 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-500">
              <fact.icon aria-hidden="true" className="size-3.5 text-brand-600" />
              {fact.label}
            </dt>
            <dd className="mt-0.5 truncate font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-500">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('carPage.listedOn', { date: formatDate(car.createdAt, language) })}
      </p>
    </section>
  );
}

function CarDetailsSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Skeleton className="mb-6 h-10 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="aspect-[3/2] rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

function CarDetails({ car }: { car: Car }) {
  const { t, language, vehicleNames } = useLanguage();
  const origin = useSiteOrigin();
  const title = carTitle(car, language, vehicleNames);
  const sold = car.status === 'sold';
  // The page in the language it is read in: the dealer, or whoever it is shared with, opens
  // what the buyer saw.
  const url = new URL(inLanguage(language, paths.carDetails.getHref(car.id)), origin).href;
  const message = carEnquiryMessage({
    car,
    url,
    t,
    language,
    vehicleNames,
  });
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('nav.cars'), to: paths.carGrid.getHref() },
        ]}
        active={title}
      >
        <p className="mt-2 flex items-center gap-1.5 text-brand-100">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {displayName(cities, car.city, language)}
        </p>
      </PageHeader>
      {sold && (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <SoldNotice />
        </div>
      )}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:px-8">
        <div className="min-w-0">
          <CarGallery pictures={car.pictures} title={title} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <CarSummary car={car} sold={sold} url={url} />
          <DealerContactCard dealerId={car.sellerId} carId={car.id} message={message} sold={sold} />
          {/* A sold car is not financed, and its buyer is not invited to ask about it (the
              server would refuse). */}
          <FairPriceCard car={car} />
          {!sold && <InstallmentsCard price={car.price} offer={car.financeOffer} />}
          {!sold && <InquiryCard carId={car.id} />}
          <div className="-mt-3">
            <ReportListingButton carId={car.id} />
          </div>
        </aside>
        <div className="min-w-0">
          <Card title={t('carPage.specifications')}>
            <CarSpecifications car={car} />
          </Card>
        </div>
        <div className="min-w-0">
          <Card title={t('carPage.extras')}>
            <CarExtras keys={car.extras} />
          </Card>
        </div>
      </div>
      <div id={similarCarsId} className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-4 sm:px-6 lg:px-8">
        <SimilarCars car={car} />
      </div>
      {!sold && <ContactBar dealerId={car.sellerId} carId={car.id} message={message} />}
    </>
  );
}

/** /car-details/:id */
export function CarDetailsRoute() {
  const { id = '' } = useParams();
  const { data: car, status, error, refetch } = useCar(id);
  // Remembered for the home page's "Recently viewed" once the car is there (sold ones too).
  const viewedId = car?.id;
  useEffect(() => {
    if (viewedId) rememberViewed(viewedId);
  }, [viewedId]);

  if (status === 'pending') return <CarDetailsSkeleton />;
  if (status === 'error') {
    return <PageLoadError error={error} onRetry={() => void refetch()} missing={missingCar} />;
  }
  return <CarDetails car={car} />;
}
