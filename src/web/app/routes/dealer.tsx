import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { CalendarDays, Car, MapPin, MessageCircle, Phone, Store } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import type { DealerDetail } from '#shared/schemas/dealer';
import { formatDate, formatNumber } from '#shared/rules/format';
import { dealerSlug, textInLanguage } from '#shared/rules/dealer-names';
import { displayName } from '#shared/rules/names';
import { PageLoadError, type MissingRecord } from '../../components/errors/page-load-error';
import { PageHeader } from '../../components/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { PhoneNumber } from '../../components/ui/phone-number';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { telHref, whatsappHref } from '../../lib/phone';
import { CarResults } from '../../features/cars/components/car-results';
import { CarsProvider } from '../../features/cars/components/cars-provider';
import {
  parseCarSearchParams,
  serializeCarSearch,
} from '../../features/cars/lib/car-search-params';
import { dealerQueryOptions, useDealer } from '../../features/dealers/api/dealer';
import { DealerAvatar } from '../../components/dealers/dealer-avatar';
import { ContactButtons } from '../../features/dealers/components/contact-buttons';
import { nothingToLoad } from '../page';
import { defineRecordPage } from '../record-page';

const pageSize = 12;

const missingDealer: MissingRecord = {
  icon: Store,
  title: (t) => t('dealer.notFoundTitle'),
  description: (t) => t('dealer.notFoundDescription'),
  backTo: paths.dealers.getHref(),
  backLabel: (t) => t('dealer.backToDealers'),
};

/** Whether the address names the dealer as its page's own address does (`dealerSlug`). */
const isOwnAddress = (slug: string | undefined, dealer: DealerDetail) =>
  slug === dealerSlug(dealer.name);

/**
 * /dealer/:id/:slug: the dealer (its cars are left to the browser). Its old address without the
 * name, or one with another name, is sent to its own (301), the query kept.
 */
export const dealerPage = defineRecordPage({
  record: ({ params }) => dealerQueryOptions(params.id ?? ''),
  missing: missingDealer,
  ownAddress: ({ params, search }, dealer) =>
    isOwnAddress(params.slug, dealer)
      ? undefined
      : paths.dealer.getHref(dealer.id, dealer.name, search),
  load: nothingToLoad,
  title: ({ t, language }, { record: dealer }) =>
    t('meta.dealerTitle', {
      name: textInLanguage(dealer.names, language),
      city: displayName(cities, dealer.city, language),
    }),
  head: (heads, context, { record: dealer }) => heads.dealerHead(context, dealer),
});

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  // A <dl> may hold only dt/dd groups (in one <div> each): the icon sits inside the term,
  // placed in the row's start padding.
  return (
    <div className="relative min-w-0 py-3 ps-12">
      <dt className="text-xs font-semibold text-slate-500">
        <span className="absolute start-0 top-3 mt-0.5 grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

// A number on its own line is a thumb target, not text in a sentence: 44 px high.
const contactLinkClasses = 'inline-flex min-h-11 items-center hover:text-brand-700 hover:underline';

function DealerInfo({ dealer }: { dealer: DealerDetail }) {
  const { t, language } = useLanguage();
  const iconClasses = 'size-4';
  const address = textInLanguage(dealer.addresses, language);
  return (
    <section
      aria-label={t('dealer.contact')}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('dealer.contact')}</h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <ContactRow
          icon={<Phone aria-hidden="true" className={iconClasses} />}
          label={t('dealer.phone')}
        >
          <a href={telHref(dealer.phone)} className={contactLinkClasses}>
            <PhoneNumber phone={dealer.phone} />
          </a>
        </ContactRow>
        <ContactRow
          icon={<MessageCircle aria-hidden="true" className={iconClasses} />}
          label={t('dealer.whatsapp')}
        >
          <a
            href={whatsappHref(dealer.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={contactLinkClasses}
          >
            <PhoneNumber phone={dealer.whatsapp} />
          </a>
        </ContactRow>
        <ContactRow
          icon={<MapPin aria-hidden="true" className={iconClasses} />}
          label={t('dealer.address')}
        >
          {/* The page's language's address, else the other: "45 Corniche El Nil, Maadi" keeps
              its number in front on Arabic pages, an Arabic one reads right to left on English. */}
          {address && <p dir="auto">{address}</p>}
          <span className="block text-sm font-normal text-slate-500">
            {displayName(cities, dealer.city, language)}
          </span>
        </ContactRow>
        <ContactRow
          icon={<CalendarDays aria-hidden="true" className={iconClasses} />}
          label={t('dealer.memberSince')}
        >
          {formatDate(dealer.createdAt, language)}
        </ContactRow>
      </dl>
      <ContactButtons phone={dealer.phone} whatsapp={dealer.whatsapp} />
    </section>
  );
}

function DealerPage({ dealer }: { dealer: DealerDetail }) {
  const { t, language, vehicleNames } = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCarSearchParams(params, vehicleNames), [params, vehicleNames]);
  const request = useMemo(
    () => ({ dealer: dealer.id, sort: search.sort, page: search.page, pageSize }),
    [dealer.id, search.sort, search.page],
  );
  const hrefFor = (page: number) =>
    paths.dealer.getHref(dealer.id, dealer.name, serializeCarSearch({ sort: search.sort, page }));
  const name = textInLanguage(dealer.names, language);

  return (
    <>
      <PageHeader
        title={<bdi>{name}</bdi>}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('nav.dealers'), to: paths.dealers.getHref() },
        ]}
        active={name}
      >
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-brand-100">
          <DealerAvatar name={name} logoUrl={dealer.logoUrl} size="md" />
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {displayName(cities, dealer.city, language)}
          </span>
          <span className="flex items-center gap-1.5">
            <Car aria-hidden="true" className="size-4" />
            {t('dealers.carCount', {
              count: dealer.carCount,
              formatted: formatNumber(dealer.carCount, language),
            })}
          </span>
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:px-8">
        <DealerInfo dealer={dealer} />
        <section aria-labelledby="dealer-cars-title" className="min-w-0">
          <h2 id="dealer-cars-title" className="mb-4 text-2xl font-extrabold text-slate-900">
            {t('dealer.carsTitle')}
          </h2>
          <CarsProvider request={request}>
            <CarResults
              view="grid"
              headingLevel={3}
              hrefFor={hrefFor}
              sort={{
                value: search.sort,
                onChange: (sort) =>
                  setParams(serializeCarSearch({ sort }), { preventScrollReset: true }),
              }}
              emptyTitle={t('dealer.noCars')}
              skeletonCount={3}
            />
          </CarsProvider>
        </section>
      </div>
    </>
  );
}

/** /dealer/:id/:slug */
export function DealerRoute() {
  const { id = '', slug } = useParams();
  const { search } = useLocation();
  const { data: dealer, status, error, refetch } = useDealer(id);
  if (status === 'pending') {
    return (
      <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Skeleton className="mb-6 h-12 w-1/2" />
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return <PageLoadError error={error} onRetry={() => void refetch()} missing={missingDealer} />;
  }
  // The server sends an old or wrong address on (301); a link followed in the browser too.
  if (!isOwnAddress(slug, dealer)) {
    return <Navigate replace to={paths.dealer.getHref(dealer.id, dealer.name, search)} />;
  }
  return <DealerPage dealer={dealer} />;
}
