import { Link } from 'react-router';
import { makeName } from '#shared/reference/vehicle-names';
import { landingPath, stockedLandings, type Landing } from '#shared/rules/landing-pages';
import type { FacetName } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';
import { useCarFacets } from '../api/car-facets';
import { toFacetsRequest, type CarSearchState } from '../lib/car-search-params';
import { landingName } from '../lib/landing-search';
import { splitValues } from '../lib/value-list';

export interface LandingGroup {
  title: string;
  landings: readonly Landing[];
}

/**
 * Links to landing pages (a make, a model, a city, a body style), in groups under `h3`s: the way
 * in for a visitor who browses rather than filters, and for search engines to find those pages.
 */
export function LandingLinks({ groups }: { groups: readonly LandingGroup[] }) {
  const { language, vehicleNames } = useLanguage();
  return (
    <div className="grid gap-5">
      {groups
        .filter((group) => group.landings.length > 0)
        .map((group) => (
          <div key={group.title}>
            <h3 className="mb-2 text-sm font-bold text-slate-600">{group.title}</h3>
            <ul className="flex flex-wrap gap-2">
              {group.landings.map((landing) => (
                <li key={landingPath(landing)}>
                  <Link
                    to={landingPath(landing)}
                    className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 transition hover:text-brand-700 hover:ring-brand-300"
                  >
                    {landingName(landing, language, vehicleNames)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}

/** Links shown per group at most: the ones with the most cars come first from the facets. */
const linksPerGroup = 12;

/**
 * Below the listings: the landing pages near this search that have cars (its make's models, or
 * the makes; the body styles; the cities), from the counts its filters already fetched.
 */
export function ListingLandingLinks({
  search,
  current,
}: {
  search: CarSearchState;
  current?: Landing | undefined;
}) {
  const { t, vehicleNames } = useLanguage();
  const { data: facets } = useCarFacets(toFacetsRequest(search));
  if (!facets) return null;
  const valuesOf = (facet: FacetName) =>
    (facets.facets[facet] ?? []).filter((option) => option.count > 0).map((option) => option.value);
  const make = splitValues(search.make).length === 1 ? search.make : undefined;
  const landings = stockedLandings(
    {
      models: make
        ? valuesOf('model').map((model) => ({ make, model }))
        : valuesOf('make').map((key) => ({ make: key, model: '' })),
      cities: valuesOf('city'),
      bodyStyles: valuesOf('bodyStyle'),
    },
    [vehicleNames],
  ).filter((landing) => !current || landingPath(landing) !== landingPath(current));
  const ofKind = (kind: Landing['kind']) =>
    landings.filter((landing) => landing.kind === kind).slice(0, linksPerGroup);
  const groups: LandingGroup[] = [
    make
      ? {
          title: t('landing.byModel', { make: makeName(vehicleNames, make) }),
          landings: ofKind('model'),
        }
      : { title: t('landing.byMake'), landings: ofKind('make') },
    { title: t('landing.byBodyStyle'), landings: ofKind('bodyStyle') },
    { title: t('landing.byPlace'), landings: ofKind('place') },
  ];
  if (groups.every((group) => group.landings.length === 0)) return null;
  return (
    <nav aria-labelledby="browse-cars-title">
      <h2 id="browse-cars-title" className="mb-4 text-xl font-extrabold text-slate-900">
        {t('landing.browseTitle')}
      </h2>
      <LandingLinks groups={groups} />
    </nav>
  );
}
