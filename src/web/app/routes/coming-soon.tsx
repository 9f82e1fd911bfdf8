import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import type { GuardedRoute } from '#shared/rules/access';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';
import { RequireAccess } from '../../features/auth/components/require-access';

export type ComingSoonScreen = Extract<GuardedRoute, 'add-car' | 'edit-car' | 'my-cars'>;

/**
 * /add-car, /edit-car/:carId and /my-cars: guarded like the real screens, which a later issue
 * (the car form and the user's cars) brings.
 */
export function ComingSoonRoute({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation();
  const titles: Record<ComingSoonScreen, string> = {
    'add-car': t('comingSoon.addCar'),
    'edit-car': t('comingSoon.editCar'),
    'my-cars': t('comingSoon.myCars'),
  };
  return (
    <RequireAccess route={screen}>
      <DocumentTitle title={titles[screen]} />
      <PageHeader
        title={titles[screen]}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={titles[screen]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <EmptyState
          icon={Hammer}
          title={t('comingSoon.title')}
          description={t('comingSoon.description')}
          action={
            <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
              {t('comingSoon.backHome')}
            </Link>
          }
        />
      </div>
    </RequireAccess>
  );
}
