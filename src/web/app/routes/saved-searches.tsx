import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '#shared/schemas/buyer';
import { paths } from '../../config/paths';
import { activeFilters } from '../../features/cars/lib/active-filters';
import { parseCarSearchParams, toFacetsRequest } from '../../features/cars/lib/car-search-params';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';
import { queryParams } from '../../features/saved-searches/lib/saved-search-query';
import { searchSummary } from '../../features/saved-searches/lib/search-summary';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { AccountScreen } from '../account-screen';

/** /saved-searches: the searches the user keeps, and their alerts of new cars. */
export function SavedSearchesRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="saved-searches"
      title={t('savedSearches.title')}
      description={t('savedSearches.description')}
      breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
    >
      <SavedSearches />
    </AccountScreen>
  );
}

function SavedSearches() {
  const { user } = useAuth();
  const { t, language, vehicleNames } = useLanguage();
  if (!user) return null;
  // The criteria read as the listing reads its address, and named as its chips name them.
  const describe = (query: SavedSearch['query']) => {
    const search = parseCarSearchParams(queryParams(query), vehicleNames);
    return searchSummary(
      toFacetsRequest(search),
      activeFilters(search, t, language, vehicleNames),
      t,
      language,
    );
  };
  return <SavedSearchesList userId={user.uid} describe={describe} />;
}
