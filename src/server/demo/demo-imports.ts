import type { Insertable } from 'kysely';
import { cities } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { displayName } from '#shared/rules/names';
import type { RowProblem, StockCarValues, StockImportCounts } from '#shared/schemas/stock-import';
import type {
  CarPriceChangesTable,
  NewCar,
  StockFeedRunsTable,
  StockFeedsTable,
  StockImportMappingsTable,
  StockImportRowsTable,
  StockImportsTable,
} from '../db/schema';
import { newId } from '../lib/ids';
import { guessColumns, mappingToRemember } from '../modules/stock/sheet-columns';

/*
 * Nile Motors' stock sheet, imported twice before the demo starts (docs/decisions/178): its cars
 * carry the showroom's stock numbers, and the import screen lists two finished imports, each as
 * its job left it. An import added the one car listed at its time (by the admin or manager who
 * imported), lowered the price of two cars listed before it, found the others unchanged, and
 * refused one row. Everything is worked out from the cars as generated, with no random draw, so
 * the rest of the demo market stays as it was.
 */

const dayMs = 86_400_000;

/** The headers of Nile Motors' sheet: the sample sheets' (docs/samples) but colour, VIN, photos. */
const headers = [
  'رقم العربية في المعرض',
  'الماركة',
  'الموديل',
  'سنة الصنع',
  'السعر',
  'العداد',
  'ناقل الحركة',
  'الوقود',
  'الشكل',
  'سعة المحرك',
  'الحالة',
  'المحافظة',
  'ملاحظات',
];

/** The two imports, oldest first: the file, and the row it refused with why. */
const sheets = [
  {
    fileName: 'nile-motors-stock.xlsx',
    fileKind: 'xlsx',
    refused: { field: 'price', reason: 'notANumber', value: 'عند الاتصال' },
  },
  {
    fileName: 'nile-motors-stock.csv',
    fileKind: 'csv',
    refused: { field: 'city', reason: 'unknownCity', value: 'الساحل الشمالي' },
  },
] as const satisfies readonly {
  fileName: string;
  fileKind: 'xlsx' | 'csv';
  refused: RowProblem;
}[];

/** The showroom's own numbers, in the order its cars were listed. */
const stockNumberOf = (index: number) => `NM-${1001 + index}`;

/** An amount as showrooms type it: "875.000". */
const dotted = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const listedAt = (car: NewCar) => new Date(car.created_at ?? 0).getTime();

/** A car's form values, at `price`. */
const valuesOf = (car: NewCar, price: number): StockCarValues => ({
  make: car.make,
  model: car.model,
  firstRegistration: car.first_registration,
  mileage: car.mileage ?? null,
  fuelType: car.fuel_type,
  capacity: car.capacity ?? null,
  condition: car.condition,
  totalOwners: car.total_owners ?? 0,
  transmission: car.transmission,
  bodyStyle: car.body_style,
  city: car.city,
  price,
  description: car.description ?? '',
});

/** A car's row as the showroom writes it: Arabic names, amounts with dots. */
const cellsOf = (stockNumber: string, values: StockCarValues) => {
  const make = makes.find((entry) => entry.key === values.make);
  return [
    stockNumber,
    make?.ar ?? values.make,
    make?.models.find((model) => model.key === values.model)?.ar ?? values.model,
    String(values.firstRegistration),
    dotted(values.price),
    values.mileage === null ? '' : dotted(values.mileage),
    displayName(transmissions, values.transmission, 'ar'),
    displayName(fuelTypes, values.fuelType, 'ar'),
    displayName(bodyStyles, values.bodyStyle, 'ar'),
    values.capacity === null ? '' : String(values.capacity),
    displayName(conditions, values.condition, 'ar'),
    displayName(cities, values.city, 'ar'),
    values.description,
  ];
};

/** A drop of about 5% in whole five thousands, at least 5,000. */
const dropOf = (price: number) => Math.max(5_000, Math.round((price * 0.05) / 5_000) * 5_000);

export interface DemoImports {
  imports: Insertable<StockImportsTable>[];
  /** The showroom's feed, paused by its dealer, and its runs before that. */
  feed: Insertable<StockFeedsTable> | null;
  feedRuns: Insertable<StockFeedRunsTable>[];
  rows: Insertable<StockImportRowsTable>[];
  mapping: Insertable<StockImportMappingsTable> | null;
  /** The drops the imports made, beside the demo's own price history. */
  priceChanges: Insertable<CarPriceChangesTable>[];
}

/**
 * Gives the dealership's cars (rows of `cars`, changed in place) their stock numbers, and answers
 * its imports. `importers` are the team members who may import; `priceChanges` the demo's
 * price history, which an import's prices must agree with.
 */
export function demoImports(input: {
  dealerId: string;
  cars: NewCar[];
  importers: readonly string[];
  priceChanges: readonly Insertable<CarPriceChangesTable>[];
  basePath: string;
  now: number;
}): DemoImports {
  const { dealerId, importers, now } = input;
  const stock = input.cars
    .filter((car) => car.dealer_id === dealerId)
    .sort((a, b) => listedAt(a) - listedAt(b));
  stock.forEach((car, index) => (car.stock_number = stockNumberOf(index)));
  const changes = [...input.priceChanges];
  const result: DemoImports = {
    imports: [],
    feed: null,
    feedRuns: [],
    rows: [],
    mapping: null,
    priceChanges: [],
  };

  // The car each import added: the last listed by an importer two days ago or more, and one
  // listed by an importer two weeks or more before that.
  const added = (before: number) =>
    stock.findLast(
      (car) =>
        listedAt(car) <= before &&
        car.status === 'active' &&
        importers.includes(car.created_by ?? ''),
    );
  const newer = added(now - 2 * dayMs);
  const older = newer && added(listedAt(newer) - 14 * dayMs);
  const picks = [older, newer].filter((car) => car !== undefined);

  /** A car's price at `at`: before its first change after then, else as it is now. */
  const priceAt = (car: NewCar, at: number) => {
    const later = changes
      .filter(
        (change) => change.car_id === car.id && new Date(change.changed_at ?? 0).getTime() > at,
      )
      .sort(
        (a, b) => new Date(a.changed_at ?? 0).getTime() - new Date(b.changed_at ?? 0).getTime(),
      );
    return later[0]?.previous_price ?? car.price;
  };

  // First the drops, so that every row of either import reads a car's price as it was then.
  const plans = picks.map((car) => {
    const at = listedAt(car);
    const before = stock.filter((other) => listedAt(other) < at);
    // Two cars listed three days or more before, whose price never changed: the sheet lowers theirs.
    const lowered = before
      .filter(
        (other) =>
          other.status === 'active' &&
          listedAt(other) <= at - 3 * dayMs &&
          !changes.some((change) => change.car_id === other.id),
      )
      .slice(0, 2);
    for (const other of lowered) {
      const change = {
        car_id: other.id,
        previous_price: other.price + dropOf(other.price),
        price: other.price,
        changed_at: new Date(at),
      };
      changes.push(change);
      result.priceChanges.push(change);
      other.updated_at = new Date(Math.max(listedAt(other), at));
    }
    return { car, at, before, lowered };
  });

  plans.forEach(({ car, at, before, lowered }, index) => {
    const sheet = sheets[sheets.length - plans.length + index];
    if (!sheet) return;
    const id = newId('imp');
    const sheetRows = [
      ...before.map((other) => ({
        car: other,
        action: lowered.includes(other) ? ('update' as const) : ('unchanged' as const),
      })),
      { car, action: 'add' as const },
    ].map(({ car: listed, action }) => {
      const values = valuesOf(listed, priceAt(listed, at));
      return {
        row: {
          import_id: id,
          car_id: listed.id,
          stock_number: listed.stock_number ?? null,
          vin: null,
          action,
          car: JSON.stringify(values),
          changed: JSON.stringify(action === 'update' ? ['price'] : []),
          written: action !== 'unchanged',
        },
        cells: cellsOf(listed.stock_number ?? '', values),
      };
    });
    const refusedNumber = stockNumberOf(stock.length + index);
    const rows: Insertable<StockImportRowsTable>[] = [
      ...sheetRows.map(({ row }, line) => ({ ...row, line: line + 2 })),
      {
        import_id: id,
        line: sheetRows.length + 2,
        action: 'refused',
        car_id: null,
        stock_number: refusedNumber,
        vin: null,
        car: null,
        problems: JSON.stringify([sheet.refused]),
      },
    ];
    const samples = sheetRows.slice(0, 5).map(({ cells }) => cells);
    const mapping = guessColumns(headers, samples);
    const count = (action: string) => rows.filter((row) => row.action === action).length;
    const counts: StockImportCounts = {
      rows: rows.length,
      add: count('add'),
      update: count('update'),
      unchanged: count('unchanged'),
      refused: count('refused'),
      withoutNumber: 0,
      written: count('add') + count('update'),
      photos: 0,
    };
    result.imports.push({
      id,
      dealer_id: dealerId,
      created_by: car.created_by ?? null,
      file_name: sheet.fileName,
      file_kind: sheet.fileKind,
      // Removed once the import was written, as the job removes it.
      file_key: `${input.basePath}/imports/${id}/${sheet.fileName}`,
      headers: JSON.stringify(headers),
      samples: JSON.stringify(samples),
      mapping: JSON.stringify(mapping),
      status: 'done',
      counts: JSON.stringify(counts),
      created_at: new Date(at - 6 * 60_000),
      updated_at: new Date(at),
    });
    result.rows.push(...rows);
    result.mapping = {
      dealer_id: dealerId,
      mapping: JSON.stringify(mappingToRemember(headers, mapping)),
      updated_at: new Date(at - 5 * 60_000),
    };
  });
  Object.assign(result, demoFeed(dealerId, stock, importers[0] ?? null, now));
  return result;
}

const hourMs = 3_600_000;

/**
 * The showroom's JSON feed (docs/decisions/177), read every six hours from three days ago until
 * its dealer paused it the day before yesterday: its first run found every car on sale already
 * listed (they became the feed's), one run could not reach the showroom's server, the others
 * found nothing changed. The cars on sale then are the feed's (changed in place). Its address is
 * the showroom's own, which the demo cannot reach: "Run now" shows a failed run.
 */
function demoFeed(dealerId: string, stock: NewCar[], createdBy: string | null, now: number) {
  const registered = now - 72 * hourMs;
  const listed = stock.filter((car) => car.status === 'active' && listedAt(car) < registered);
  if (listed.length === 0) return { feed: null, feedRuns: [] };
  for (const car of listed) car.feed_state = 'listed';
  const unchanged = {
    rows: listed.length,
    add: 0,
    update: 0,
    unchanged: listed.length,
    refused: 0,
    sold: 0,
    relisted: 0,
  };
  const feedRuns: Insertable<StockFeedRunsTable>[] = Array.from({ length: 8 }, (_, index) => {
    const started = registered + index * 6 * hourMs;
    const failed = index === 5;
    return {
      id: newId('feed'),
      dealer_id: dealerId,
      started_at: new Date(started),
      finished_at: new Date(started + (failed ? 30_000 : 2_000)),
      status: failed ? 'failed' : 'done',
      counts: JSON.stringify(failed ? {} : unchanged),
      failure: failed ? 'unreachable' : null,
      error: failed ? 'The address did not answer in full within 30 s' : null,
      refused: '[]',
    };
  });
  const feed: Insertable<StockFeedsTable> = {
    dealer_id: dealerId,
    url: 'https://dms.nile-motors.example/arabeya/stock.json',
    every_hours: 6,
    status: 'paused',
    failures: 0,
    next_run_at: null,
    created_by: createdBy,
    created_at: new Date(registered - 60_000),
    updated_at: new Date(now - 50 * hourMs),
  };
  return { feed, feedRuns };
}
