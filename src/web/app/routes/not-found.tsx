import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { NotFoundScreen } from '../../components/errors/not-found-screen';
import { paths } from '../../config/paths';

/** The `*` catch-all: a path the site does not have. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <NotFoundScreen
      icon={MapPinOff}
      tone="brand"
      code={t('notFound.code')}
      title={t('notFound.title')}
      description={t('notFound.description')}
      to={paths.home.getHref()}
    >
      {t('notFound.backHome')}
    </NotFoundScreen>
  );
}
