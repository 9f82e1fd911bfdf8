import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { IconCircle } from '../ui/icon-circle';
import { errorMessage } from './error-message';

/** The router's default error screen: the heading, then the message of what was thrown. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center"
    >
      <IconCircle icon={TriangleAlert} tone="danger" className="mb-4" />
      <h2 className="text-2xl font-bold text-slate-900">{t('errors.unexpected')}</h2>
      <h3 dir="auto" className="mt-3 max-w-full text-base break-words text-slate-600 italic">
        {errorMessage(error)}
      </h3>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
