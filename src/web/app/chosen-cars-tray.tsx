import { useCarsByIds } from '../features/cars/api/cars-by-ids';
import { CompareTray } from '../features/compare/components/compare-tray';

/** The compare tray of the cars chosen, with their pictures and titles from the API. */
export function ChosenCarsTray({ ids }: { ids: readonly string[] }) {
  const { cars, settled } = useCarsByIds(ids);
  return <CompareTray ids={ids} cars={cars} loaded={settled} />;
}
