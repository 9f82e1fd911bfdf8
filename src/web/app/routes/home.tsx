import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BadgeCheck, Banknote, Languages } from 'lucide-react';
import { governorates } from '#shared/reference/cities';
import { bodyStyles } from '#shared/reference/vehicle';
import heroBackground from '../../assets/page-header.svg';
import { paths } from '../../config/paths';
import { popularMakesQueryOptions } from '../../features/cars/api/popular-makes';
import { searchCarsQueryOptions } from '../../features/cars/api/car-search';
import { CarGridPreview } from '../../features/cars/components/car-grid-preview';
import { CarsProvider } from '../../features/cars/components/cars-provider';
import { HeroSearch } from '../../features/cars/components/hero-search';
import { LandingLinks } from '../../features/cars/components/landing-links';
import { PopularMakes } from '../../features/cars/components/popular-makes';
import { RecentlyViewed } from '../../features/cars/components/recently-viewed';
import { DealerStrip } from '../../features/dealers/components/dealer-strip';
import { DealersProvider } from '../../features/dealers/components/dealers-provider';
import { dealersQueryOptions } from '../../features/dealers/api/dealers';
import { definePage } from '../page';

const latestCount = 8;
/** The governorates the home page links to: the largest markets (they come first). */
const homePlaceCount = 8;

/** Every body style and the largest markets, each a landing page. */
const browseGroups = (t: TFunction) => [
  {
    title: t('landing.byBodyStyle'),
    landings: bodyStyles.map((style) => ({ kind: 'bodyStyle', bodyStyle: style.key }) as const),
  },
  {
    title: t('landing.byPlace'),
    landings: governorates
      .slice(0, homePlaceCount)
      .map((place) => ({ kind: 'place', place: place.key }) as const),
  },
];
/** The newest cars the home page shows. */
const latestRequest = { sort: 'newest', pageSize: latestCount } as const;

/** Home: the newest cars, the popular makes and the dealers; the site's own title. */
export const homePage = definePage({
  load: (_address, queries) =>
    Promise.all([
      queries.fetchQuery(searchCarsQueryOptions(latestRequest)),
      queries.fetchQuery(popularMakesQueryOptions()),
      queries.fetchQuery(dealersQueryOptions()),
    ]),
  title: () => undefined,
  head: (heads, context) => heads.homeHead(context),
});

function Section({
  title,
  subtitle,
  link,
  children,
}: {
  title: string;
  subtitle?: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h2>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        {link && (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function HomeRoute() {
  const { t } = useTranslation();
  const highlights = [
    { icon: BadgeCheck, label: t('home.highlightDealers') },
    { icon: Banknote, label: t('home.highlightPrices') },
    { icon: Languages, label: t('home.highlightLanguages') },
  ];
  return (
    <>
      {/* The background is clipped on its own: the search's suggestions may reach below. */}
      <section className="relative isolate bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
          <img
            src={heroBackground}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-0 bg-linear-to-b from-brand-950/80 via-brand-950/50 to-brand-950/80" />
        </div>
        {/* On a phone the search box comes right under the title: it is what a buyer wants. */}
        <div className="mx-auto max-w-7xl px-4 pt-7 pb-14 sm:px-6 sm:pt-20 sm:pb-20 lg:px-8">
          <div className="max-w-3xl">
            <h1 className="text-3xl leading-tight font-extrabold sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-4 text-base text-brand-100 max-sm:hidden sm:text-lg">
              {t('home.heroSubtitle')}
            </p>
          </div>
          <div className="mt-6 sm:mt-8">
            <HeroSearch />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {highlights.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-accent-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        title={t('home.latestTitle')}
        subtitle={t('home.latestSubtitle')}
        link={{ to: paths.carGrid.getHref(), label: t('home.viewAllCars') }}
      >
        <CarsProvider request={latestRequest}>
          <CarGridPreview count={latestCount} />
        </CarsProvider>
      </Section>

      {/* This browser's own: after the latest cars, so showing up late moves nothing above. */}
      <RecentlyViewed
        frame={(row) => <Section title={t('home.recentlyViewedTitle')}>{row}</Section>}
      />

      <Section title={t('home.popularMakesTitle')} subtitle={t('home.popularMakesSubtitle')}>
        <PopularMakes />
      </Section>

      <Section title={t('landing.browseTitle')} subtitle={t('home.browseSubtitle')}>
        <LandingLinks groups={browseGroups(t)} />
      </Section>

      <Section
        title={t('home.dealersTitle')}
        subtitle={t('home.dealersSubtitle')}
        link={{ to: paths.dealers.getHref(), label: t('home.viewAllDealers') }}
      >
        <DealersProvider>
          <DealerStrip />
        </DealersProvider>
      </Section>
    </>
  );
}
