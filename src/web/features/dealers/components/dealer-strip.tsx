import { ErrorFallback } from '../../../components/errors/error-fallback';
import { DealerCard, DealerCardSkeleton } from './dealer-card';
import { useDealersContext } from './dealers-provider';

/** A row of dealers that scrolls sideways on small screens (home page). */
export function DealerStrip({ limit = 8 }: { limit?: number }) {
  const dealers = useDealersContext();
  const row =
    'scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pt-0 sm:pb-0 lg:grid-cols-4';
  const item = 'w-72 shrink-0 snap-start sm:w-auto';
  if (dealers.status === 'error') return <ErrorFallback onRetry={dealers.retry} />;
  if (dealers.status === 'fetching') {
    return (
      <div aria-busy="true" className={row}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={item}>
            <DealerCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={row}>
      {dealers.dealers.slice(0, limit).map((dealer) => (
        <li key={dealer.id} className={item}>
          <DealerCard dealer={dealer} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
