import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/** The full-page loading indicator. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[60dvh] place-items-center">
      <Spinner className="size-10 border-4" label={t('common.loading')} />
    </div>
  );
}
