import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { isNotFound } from '../../lib/api-error';
import { ErrorFallback } from './error-fallback';

/**
 * What a page of one record (a car, a dealer) says when the server has no such record: its
 * heading is also the page's title, written by the server and in the browser.
 */
export interface MissingRecord {
  icon: LucideIcon;
  title: (t: TFunction) => string;
  description: (t: TFunction) => string;
  /** The list the record is in (`/car-grid`), and the way back to it. */
  backTo: string;
  backLabel: (t: TFunction) => string;
}

interface PageLoadErrorProps {
  /** What the page's query failed with. */
  error: unknown;
  onRetry: () => void;
  missing: MissingRecord;
}

/** A page whose record did not load: "not found" with a way back, or a retry. */
export function PageLoadError({ error, onRetry, missing }: PageLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      {isNotFound(error) ? (
        <EmptyState
          icon={missing.icon}
          title={missing.title(t)}
          description={missing.description(t)}
          action={
            <Link to={missing.backTo} className={buttonClasses('primary')}>
              {missing.backLabel(t)}
            </Link>
          }
        />
      ) : (
        <ErrorFallback onRetry={onRetry} />
      )}
    </div>
  );
}
