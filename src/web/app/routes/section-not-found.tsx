import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Signpost } from 'lucide-react';
import { DocumentTitle } from '../../components/seo/document-title';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';

export type Section = 'cars' | 'dealers';

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
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title={t('moved.title')} />
      <span className="grid size-16 place-items-center rounded-full bg-accent-100 text-accent-700">
        <Signpost aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('moved.title')}</h1>
      <p className="mt-2 text-slate-600">{t('moved.description')}</p>
      <Link to={back.to} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {back.label}
      </Link>
    </div>
  );
}
