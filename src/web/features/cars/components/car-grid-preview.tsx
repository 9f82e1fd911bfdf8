import { cn } from '../../../lib/cn';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { CarCard } from './car-card';
import { CarCardSkeleton } from './car-skeletons';
import { useCars } from './cars-provider';

/** A grid of the cars of the surrounding CarsProvider, without paging (home page). */
export function CarGridPreview({ count }: { count: number }) {
  const cars = useCars();
  const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4';
  if (cars.status === 'error') return <ErrorFallback onRetry={cars.retry} />;
  if (cars.status === 'fetching') {
    return (
      <div aria-busy="true" className={grid}>
        {Array.from({ length: count }, (_, index) => (
          <CarCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={grid}>
      {cars.filteredCars.map((car, index) => (
        // Phones show the first four: a long single column of cards is tiring.
        <li
          key={car.id}
          className={cn('flex-col [&>article]:flex-1', index >= 4 ? 'hidden sm:flex' : 'flex')}
        >
          <CarCard car={car} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
