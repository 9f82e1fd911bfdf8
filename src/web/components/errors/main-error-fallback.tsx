import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

/** Shown when something outside the router fails: the whole screen, with a reload. */
export function MainErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid min-h-dvh place-items-center bg-slate-50 px-4 text-center">
      <div className="flex flex-col items-center">
        <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">{t('errors.title')}</h1>
        <p className="mt-2 text-slate-600">{t('errors.appDescription')}</p>
        <Button className="mt-6" onClick={() => window.location.assign('/')}>
          {t('errors.reload')}
        </Button>
      </div>
    </div>
  );
}
