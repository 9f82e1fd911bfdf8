import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { DocumentTitle } from '../seo/document-title';
import { buttonClasses } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { isNotFound } from '../../lib/api-error';
import { ErrorFallback } from './error-fallback';

interface PageLoadErrorProps {
  /** What the page's query failed with. */
  error: unknown;
  onRetry: () => void;
  /** What the page says when the server has no such record, and the way back to the list. */
  notFound: {
    icon: LucideIcon;
    title: string;
    description: string;
    backTo: string;
    backLabel: string;
  };
}

/** A detail page whose record did not load: "not found" with a way back, or a retry. */
export function PageLoadError({ error, onRetry, notFound }: PageLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      {isNotFound(error) ? (
        <>
          <DocumentTitle title={notFound.title} />
          <EmptyState
            icon={notFound.icon}
            title={notFound.title}
            description={notFound.description}
            action={
              <Link to={notFound.backTo} className={buttonClasses('primary')}>
                {notFound.backLabel}
              </Link>
            }
          />
        </>
      ) : (
        <>
          <DocumentTitle title={t('errors.title')} />
          <ErrorFallback onRetry={onRetry} />
        </>
      )}
    </div>
  );
}
