import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { IconCircle } from '../ui/icon-circle';

/**
 * The generic, translated error state of a section (the fetch errors themselves are never
 * shown as text, docs/decisions/102), with a retry.
 */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-100 bg-white px-6 py-12 text-center"
    >
      <IconCircle icon={CloudOff} tone="danger" className="mb-4" />
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
