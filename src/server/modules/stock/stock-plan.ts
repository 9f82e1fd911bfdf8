import type { StockCarValues, StockRowAction } from '#shared/schemas/stock-import';
import { readModel } from '#shared/rules/term-reading';
import type { StockCar } from '../cars/cars.service';
import type { StockRow } from './stock-row';

/*
 * What a row of a sheet or feed does to the dealership's stock (docs/decisions/173): the car it
 * names (by its id on Arabeya, else its stock number, else its VIN) is updated when a field the
 * sheet holds differs or the row gives it a stock number or VIN it had not, left alone when not; a row naming no car adds one while the quota
 * has room. A dry run and a feed's run plan their rows the same way.
 */

export interface PlannedRow {
  action: StockRowAction;
  /** The dealership's car the row names. */
  existing: StockCar | undefined;
  /** The fields an update writes. */
  changed: (keyof StockCarValues)[];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One model written two ways ("كورولا", "Corolla") is the same model of its make's list. */
const sameModel = (make: string, a: string, b: string) => {
  if (a === b) return true;
  const known = readModel(make, a);
  return known !== undefined && known === readModel(make, b);
};

/** The fields of `car` the sheet holds (`mapped`) that differ from the dealership's car's. */
function changedFields(
  car: StockCarValues,
  existing: StockCar,
  mapped: ReadonlySet<string>,
): (keyof StockCarValues)[] {
  return (Object.keys(car) as (keyof StockCarValues)[]).filter(
    (field) =>
      mapped.has(field) &&
      !(field === 'model'
        ? car.make === existing.values.make && sameModel(car.make, car.model, existing.values.model)
        : sameValue(car[field], existing.values[field])),
  );
}

/**
 * A planner of one file's rows, in order, against the dealership's `stock`: it adds to a row's
 * problems what only the whole file shows (a car named twice, an unknown id, the quota reached)
 * and answers what the row does.
 */
export function stockPlanner(
  stock: readonly StockCar[],
  options: { mapped: ReadonlySet<string>; room: number; carLimit: number },
): (read: StockRow) => PlannedRow {
  const byId = new Map(stock.map((car) => [car.id, car]));
  const byStockNumber = new Map(
    stock.filter((car) => car.stockNumber).map((car) => [car.stockNumber, car]),
  );
  const byVin = new Map(stock.filter((car) => car.vin).map((car) => [car.vin, car]));
  const seen = new Set<string>();
  let room = options.room;
  return (read) => {
    const [field, value] = read.carId
      ? (['carId', read.carId] as const)
      : read.stockNumber
        ? (['stockNumber', read.stockNumber] as const)
        : read.vin
          ? (['vin', read.vin] as const)
          : [null, null];
    // Each id, stock number and VIN names one car of the file.
    for (const [named, number] of [
      ['carId', read.carId],
      ['stockNumber', read.stockNumber],
      ['vin', read.vin],
    ] as const) {
      if (!number) continue;
      if (seen.has(`${named}:${number}`)) {
        read.problems.push({ field: named, reason: 'repeatedInFile', value: number });
      }
      seen.add(`${named}:${number}`);
    }
    const vinCar = read.vin ? byVin.get(read.vin) : undefined;
    const existing =
      field === 'carId'
        ? byId.get(value)
        : field === 'stockNumber'
          ? // A car known by its VIN alone takes the stock number the row gives it.
            (byStockNumber.get(value) ?? (vinCar?.stockNumber === null ? vinCar : undefined))
          : field === 'vin'
            ? vinCar
            : undefined;
    if (field === 'carId' && !existing) {
      read.problems.push({ field, reason: 'unknownCar', value });
    }
    // The row may give its car a stock number or VIN it had not: another car must not have it.
    for (const [numberField, number, owner] of [
      ['stockNumber', read.stockNumber, read.stockNumber && byStockNumber.get(read.stockNumber)],
      ['vin', read.vin, vinCar],
    ] as const) {
      if (number && owner && owner.id !== existing?.id) {
        read.problems.push({ field: numberField, reason: 'numberTaken', value: number });
      }
    }
    if (read.problems.length > 0 || !read.car) return { action: 'refused', existing, changed: [] };
    if (existing) {
      const changed = changedFields(read.car, existing, options.mapped);
      const renumbered =
        (read.stockNumber !== null && read.stockNumber !== existing.stockNumber) ||
        (read.vin !== null && read.vin !== existing.vin);
      return {
        action: changed.length > 0 || renumbered ? 'update' : 'unchanged',
        existing,
        changed,
      };
    }
    if (room <= 0) {
      read.problems.push({ field: null, reason: 'carLimit', value: '', limit: options.carLimit });
      return { action: 'refused', existing, changed: [] };
    }
    room -= 1;
    return { action: 'add', existing, changed: [] };
  };
}
