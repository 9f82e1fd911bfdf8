import { useTranslation } from 'react-i18next';
import { ArrowLeft, Signpost } from 'lucide-react';
import { NotFoundScreen } from '../../components/errors/not-found-screen';
import { paths } from '../../config/paths';
import { definePage, nothingToLoad } from '../page';

export type Section = 'cars' | 'dealers';

/** A deeper path under a known section: 404; the server writes only the head. */
export const sectionNotFoundPage = definePage({
  load: nothingToLoad,
  title: ({ t }) => t('moved.title'),
  head: (heads, { t }) => heads.notFoundHead(t('notFound.description')),
  renderedBy: 'browser',
});

/**
 * The second catch-all (docs/decisions/101-second-catch-all.md): a deeper path under a known
 * section, e.g. /car-details/abc/photos; points back to that section.
 */
export function SectionNotFoundRoute({ section }: { section: Section }) {
  const { t } = useTranslation();
  const back =
    section === 'cars'
      ? { to: paths.carGrid.getHref(), label: t('moved.backToCars') }
      : { to: paths.dealers.getHref(), label: t('moved.backToDealers') };
  return (
    <NotFoundScreen
      icon={Signpost}
      tone="accent"
      title={t('moved.title')}
      description={t('moved.description')}
      to={back.to}
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {back.label}
    </NotFoundScreen>
  );
}
