import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { DocumentTitle } from '../../components/seo/document-title';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** The `*` catch-all: a path the site does not have. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MapPinOff aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-6xl font-extrabold text-brand-800">{t('notFound.code')}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.description')}</p>
      <Link to={paths.home.getHref()} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
