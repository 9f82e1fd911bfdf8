import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * The generic, translated error state of a section (spec: the fetch errors themselves are not
 * shown as text), with a retry.
 */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-100 bg-white px-6 py-12 text-center"
    >
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
        <CloudOff aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">{t('errors.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t('errors.description')}</p>
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('errors.retry')}
        </Button>
      )}
    </div>
  );
}
