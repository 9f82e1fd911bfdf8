import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { NotFoundScreen } from '../../components/errors/not-found-screen';
import { paths } from '../../config/paths';
import { definePage, nothingToLoad } from '../page';

/** An address the site does not have: 404; the server writes only the head. */
export const notFoundPage = definePage({
  load: nothingToLoad,
  title: ({ t }) => t('notFound.title'),
  head: (heads, { t }) => heads.notFoundHead(t('notFound.description')),
  renderedBy: 'browser',
});

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
