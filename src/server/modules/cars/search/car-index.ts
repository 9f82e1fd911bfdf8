import { maxSearchResults } from '#shared/reference/limits';
import { priceBands } from '#shared/reference/price-bands';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import { searchWords, vehicleWords } from '#shared/rules/search-words';
import { facetNames, type CarFacets, type CarSort, type FacetName } from '#shared/schemas/car';
import { IdTable } from './id-table';
import { FacetTally, type FacetSource } from './facet-tally';
import { Postings, RowList, SortedRows } from './row-lists';

/*
 * The active cars in memory, column by column, answering searches and the counts beside every
 * filter option in about a millisecond at a million cars (docs/decisions/123). The database
 * stays the record; the index holds only what filters and sorts need (no pictures, no text
 * but the words of descriptions) and is kept in step by SearchSync.
 *
 * Rows are only ever added: a car that changes gets a new row and its old row is marked dead,
 * so the lists of rows by value never need rows taken out. Dead rows are skipped everywhere,
 * and a reload from the database (SearchSync) clears them once there are many.
 */

/** A car as the index takes it: its searchable columns. */
export interface IndexedCar {
  id: string;
  dealerId: string;
  make: string;
  /** The normalized model name (`cars.model_search`). */
  model: string;
  year: number;
  price: number;
  /** Kilometres; null (unknown) is kept, sorted and filtered as 0. */
  mileage: number | null;
  bodyStyle: string;
  fuelType: string;
  transmission: string;
  city: string;
  condition: string;
  createdAt: Date;
  description: string;
}

export interface SearchPage {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
}

export interface CarIndexOptions {
  /** A facet pass reads at most about this many rows; beyond, it reads a sample and estimates. */
  sampleSize: number;
  /**
   * Estimates below this are counted exactly. An option of 1,000 cars sampled one row in 50
   * (a million rows) is estimated at 3,000 or more about once in 10^12 times.
   */
  recountBelow: number;
}
const defaults: CarIndexOptions = { sampleSize: 20_000, recountBelow: 3_000 };
const firstYear = 1900;
const yearSlots = 201;
const countCap = maxSearchResults + 1;

/** Values of a column by code, and codes by value. */
class Codes {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();

  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.byValue.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.byValue.get(value);
  }

  /** A table of the codes of `values`, for testing a row's code in one read. */
  allowed(values: readonly string[]): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.byValue.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

type Dim = FacetName | 'dealer' | 'mileage' | 'words';
/** The columns with lists of rows by value. */
type ListedDim = 'make' | 'model' | 'bodyStyle' | 'fuelType' | 'transmission' | 'city' | 'dealer';
type OrderName = 'newest' | 'price' | 'mileage' | 'year';

/** One criterion of a filter: which rows pass it, and the rows it can be answered from. */
interface Criterion {
  dim: Dim;
  test: (row: number) => boolean;
  /** The rows that may pass (a superset; dead rows included), as array views. */
  segments: Int32Array[];
}

const sizeOf = (segments: readonly Int32Array[]) =>
  segments.reduce((sum, segment) => sum + segment.length, 0);

function growUint8(array: Uint8Array, capacity: number) {
  const grown = new Uint8Array(capacity);
  grown.set(array);
  return grown;
}
function growUint16(array: Uint16Array, capacity: number) {
  const grown = new Uint16Array(capacity);
  grown.set(array);
  return grown;
}
function growUint32(array: Uint32Array, capacity: number) {
  const grown = new Uint32Array(capacity);
  grown.set(array);
  return grown;
}
function growFloat64(array: Float64Array, capacity: number) {
  const grown = new Float64Array(capacity);
  grown.set(array);
  return grown;
}

export class CarIndex {
  private readonly options: CarIndexOptions;
  private capacity = 0;
  private rowCount = 0;
  private liveCount = 0;
  private readonly ids = new IdTable();
  private live = new Uint8Array(0);
  private make = new Uint16Array(0);
  private model = new Uint32Array(0);
  private year = new Uint16Array(0);
  private price = new Uint32Array(0);
  private mileage = new Uint32Array(0);
  private bodyStyle = new Uint8Array(0);
  private fuelType = new Uint8Array(0);
  private transmission = new Uint8Array(0);
  private condition = new Uint8Array(0);
  private city = new Uint16Array(0);
  private dealer = new Uint32Array(0);
  private createdAt = new Float64Array(0);
  /** Per row, the generation of the last word search it matched (see matchWords). */
  private wordStamp = new Uint32Array(0);
  private generation = 0;

  private readonly codes = {
    make: new Codes(),
    /** Make and model together (`make\nmodel`): the words of a model depend on its make. */
    model: new Codes(),
    bodyStyle: new Codes(),
    fuelType: new Codes(),
    transmission: new Codes(),
    condition: new Codes(),
    city: new Codes(),
    dealer: new Codes(),
  };
  private readonly modelNames: string[] = [];
  private readonly modelCodesByWord = new Map<string, number[]>();
  private readonly rowsByValue = {
    make: new Postings(),
    model: new Postings(),
    bodyStyle: new Postings(),
    fuelType: new Postings(),
    transmission: new Postings(),
    city: new Postings(),
    dealer: new Postings(),
  };
  private readonly rowsByWord = new Map<string, RowList>();

  private readonly byId = (a: number, b: number) => this.ids.compare(a, b);
  private readonly orders = {
    newest: new SortedRows(
      (a, b) => (this.createdAt[b] as number) - (this.createdAt[a] as number) || this.byId(a, b),
    ),
    price: new SortedRows(
      (a, b) => (this.price[a] as number) - (this.price[b] as number) || this.byId(a, b),
    ),
    mileage: new SortedRows(
      (a, b) => (this.mileage[a] as number) - (this.mileage[b] as number) || this.byId(a, b),
    ),
    year: new SortedRows(
      (a, b) => (this.year[b] as number) - (this.year[a] as number) || this.byId(a, b),
    ),
  };
  /** While loading, the orders are sorted once at the end instead of row by row. */
  private loading = false;

  constructor(options: Partial<CarIndexOptions> = {}) {
    this.options = { ...defaults, ...options };
  }

  get size(): number {
    return this.liveCount;
  }

  /** Rows that no longer hold a car, kept until the next reload. */
  get deadRows(): number {
    return this.rowCount - this.liveCount;
  }

  has(id: string): boolean {
    return this.ids.rowOf(id) !== undefined;
  }

  /** Adds many cars faster than one by one; `end` must follow. */
  beginLoad(expected: number): void {
    this.loading = true;
    this.reserve(expected);
  }

  endLoad(): void {
    this.loading = false;
    const rows = new Int32Array(this.liveCount);
    let next = 0;
    for (let row = 0; row < this.rowCount; row++) if (this.live[row]) rows[next++] = row;
    for (const order of Object.values(this.orders)) order.rebuild(rows);
  }

  /** Puts an active car in the index, replacing what it held of the car before. */
  upsert(car: IndexedCar): void {
    this.remove(car.id);
    if (this.rowCount === this.capacity) this.reserve(Math.ceil(this.capacity * 1.25) + 1024);
    const row = this.rowCount++;
    this.liveCount++;
    this.live[row] = 1;
    this.ids.add(car.id, row);
    const makeCode = this.codes.make.code(car.make);
    this.make[row] = makeCode;
    this.model[row] = this.modelCode(car.make, car.model);
    this.year[row] = car.year;
    this.price[row] = car.price;
    this.mileage[row] = car.mileage ?? 0;
    this.bodyStyle[row] = this.codes.bodyStyle.code(car.bodyStyle);
    this.fuelType[row] = this.codes.fuelType.code(car.fuelType);
    this.transmission[row] = this.codes.transmission.code(car.transmission);
    this.condition[row] = this.codes.condition.code(car.condition);
    this.city[row] = this.codes.city.code(car.city);
    this.dealer[row] = this.codes.dealer.code(car.dealerId);
    this.createdAt[row] = car.createdAt.getTime();
    this.rowsByValue.make.add(makeCode, row);
    this.rowsByValue.model.add(this.model[row] as number, row);
    this.rowsByValue.bodyStyle.add(this.bodyStyle[row] as number, row);
    this.rowsByValue.fuelType.add(this.fuelType[row] as number, row);
    this.rowsByValue.transmission.add(this.transmission[row] as number, row);
    this.rowsByValue.city.add(this.city[row] as number, row);
    this.rowsByValue.dealer.add(this.dealer[row] as number, row);
    for (const word of searchWords(car.description)) {
      let rows = this.rowsByWord.get(word);
      if (!rows) {
        rows = new RowList();
        this.rowsByWord.set(word, rows);
      }
      rows.add(row);
    }
    if (!this.loading) for (const order of Object.values(this.orders)) order.insert(row);
  }

  /** Takes a car out (it was deleted, or is no longer on sale); unknown ids are ignored. */
  remove(id: string): void {
    const row = this.ids.rowOf(id);
    if (row === undefined) return;
    if (!this.loading) for (const order of Object.values(this.orders)) order.remove(row);
    this.ids.delete(id);
    this.live[row] = 0;
    this.liveCount--;
  }

  /** One page of the cars matching `filter` in the order of `sort`, and how many match. */
  search(filter: ResolvedCarFilter, sort: CarSort, page: number, pageSize: number): SearchPage {
    const criteria = this.criteria(filter);
    const passes = this.passesAll(criteria);
    const wanted = page * pageSize;
    const matches = this.collect(this.narrowest(criteria), passes, countCap);
    const totalIsCapped = matches.length === countCap;
    const rows = totalIsCapped
      ? this.walk(sort, passes, wanted)
      : this.first(matches, this.compare(sort), wanted);
    return {
      ids: rows.slice((page - 1) * pageSize, wanted).map((row) => this.ids.idOf(row)),
      total: totalIsCapped ? maxSearchResults : matches.length,
      totalIsCapped,
    };
  }

  /**
   * For each option of each facet, how many cars match with that option's criterion in place
   * of the filter's own and every other criterion kept. A row failing exactly one criterion
   * counts for that criterion's facet; one failing none counts for all (and the total).
   */
  facets(filter: ResolvedCarFilter): CarFacets {
    const tally = new FacetTally(this.facetSource, filter);
    const criteria = this.criteria(filter);
    const first = this.narrowest(criteria);
    this.tallyPass(tally, first.segments, criteria, undefined);
    if (isFacet(first.dim)) {
      // The first pass read only rows passing `first`: its own facet needs other rows.
      const rest = criteria.filter((criterion) => criterion !== first);
      this.tallyPass(tally, this.narrowest(rest).segments, criteria, first.dim);
    }
    for (const dim of facetNames) if (tally.isEstimated(dim)) this.recount(tally, dim, criteria);
    const matches = this.collect(first, this.passesAll(criteria), countCap);
    return tally.result(
      matches.length < countCap
        ? { count: matches.length, approximate: false }
        : tally.estimatedTotal(),
    );
  }

  // --- criteria -----------------------------------------------------------------------------

  /** The filter as criteria, all of which a car must pass. */
  private criteria(filter: ResolvedCarFilter): Criterion[] {
    const criteria: Criterion[] = [];
    const oneOf = (dim: ListedDim, values: readonly string[]) => {
      const allowed = this.codes[dim].allowed(values);
      const column = this[dim];
      const segments: Int32Array[] = [];
      allowed.forEach((yes, code) => {
        if (yes) segments.push(this.rowsByValue[dim].lists[code]?.view() ?? new Int32Array(0));
      });
      criteria.push({ dim, test: (row) => allowed[column[row] as number] === 1, segments });
    };
    if (filter.makes) oneOf('make', filter.makes);
    if (filter.models) {
      const names = new Set(filter.models);
      const allowed = new Uint8Array(this.modelNames.length);
      const segments: Int32Array[] = [];
      this.modelNames.forEach((name, code) => {
        if (!names.has(name)) return;
        allowed[code] = 1;
        segments.push(this.rowsByValue.model.lists[code]?.view() ?? new Int32Array(0));
      });
      criteria.push({
        dim: 'model',
        test: (row) => allowed[this.model[row] as number] === 1,
        segments,
      });
    }
    if (filter.bodyStyles) oneOf('bodyStyle', filter.bodyStyles);
    if (filter.fuelTypes) oneOf('fuelType', filter.fuelTypes);
    if (filter.transmissions) oneOf('transmission', filter.transmissions);
    if (filter.cities) oneOf('city', filter.cities);
    if (filter.dealer !== undefined) oneOf('dealer', [filter.dealer]);
    if (filter.condition !== undefined) {
      const code = this.codes.condition.find(filter.condition) ?? -1;
      criteria.push({
        dim: 'condition',
        test: (row) => this.condition[row] === code,
        segments: this.everyRow(),
      });
    }
    const yearLow = Math.max(filter.yearMin ?? 0, filter.year ?? 0);
    const yearHigh = Math.min(filter.yearMax ?? yearSlots + firstYear, filter.year ?? Infinity);
    if (filter.year !== undefined || filter.yearMin !== undefined || filter.yearMax !== undefined) {
      criteria.push(this.yearCriterion(yearLow, yearHigh));
    }
    if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
      criteria.push(this.priceCriterion(filter.priceMin ?? 0, filter.priceMax ?? Infinity));
    }
    if (filter.mileageMax !== undefined) {
      const high = filter.mileageMax;
      const order = this.orders.mileage;
      const to = order.lowerBound((row) => (this.mileage[row] as number) <= high);
      criteria.push({
        dim: 'mileage',
        test: (row) => (this.mileage[row] as number) <= high,
        segments: [order.view(0, to)],
      });
    }
    if (filter.words) criteria.push(this.wordsCriterion(filter.words));
    return criteria;
  }

  private yearCriterion(low: number, high: number): Criterion {
    const order = this.orders.year;
    const from = order.lowerBound((row) => (this.year[row] as number) > high);
    const to = order.lowerBound((row) => (this.year[row] as number) >= low);
    return {
      dim: 'year',
      test: (row) => {
        const year = this.year[row] as number;
        return year >= low && year <= high;
      },
      segments: [order.view(from, Math.max(from, to))],
    };
  }

  private priceCriterion(low: number, high: number): Criterion {
    const order = this.orders.price;
    const from = order.lowerBound((row) => (this.price[row] as number) < low);
    const to = order.lowerBound((row) => (this.price[row] as number) <= high);
    return {
      dim: 'priceBand',
      test: (row) => {
        const price = this.price[row] as number;
        return price >= low && price <= high;
      },
      segments: [order.view(from, Math.max(from, to))],
    };
  }

  /**
   * The rows having every word: each word's rows (makes and models named by it, its year, the
   * descriptions using it) are intersected by stamping rows with a generation per word.
   */
  private wordsCriterion(words: readonly string[]): Criterion {
    if (this.generation > 0xffff_0000) {
      this.wordStamp.fill(0);
      this.generation = 0;
    }
    const stamp = this.wordStamp;
    const found: number[] = [];
    let previous = 0;
    words.forEach((word, index) => {
      const current = ++this.generation;
      const last = index === words.length - 1;
      for (const segment of this.rowsWithWord(word)) {
        for (const row of segment) {
          if (stamp[row] === current || (index > 0 && stamp[row] !== previous)) continue;
          stamp[row] = current;
          if (last && this.live[row]) found.push(row);
        }
      }
      previous = current;
    });
    const final = previous;
    return {
      dim: 'words',
      test: (row) => stamp[row] === final,
      segments: [Int32Array.from(found)],
    };
  }

  private rowsWithWord(word: string): Int32Array[] {
    const segments: Int32Array[] = [];
    for (const code of this.modelCodesByWord.get(word) ?? []) {
      const rows = this.rowsByValue.model.lists[code];
      if (rows) segments.push(rows.view());
    }
    if (/^\d{4}$/.test(word)) segments.push(...this.yearCriterion(+word, +word).segments);
    const described = this.rowsByWord.get(word);
    if (described) segments.push(described.view());
    return segments;
  }

  private everyRow(): Int32Array[] {
    return [this.orders.newest.view()];
  }

  /** The criterion with the fewest rows to read; every row when there is none. */
  private narrowest(criteria: readonly Criterion[]): Criterion {
    let best: Criterion = { dim: 'words', test: () => true, segments: this.everyRow() };
    let bestSize = Infinity;
    for (const criterion of criteria) {
      const size = sizeOf(criterion.segments);
      if (size < bestSize) {
        best = criterion;
        bestSize = size;
      }
    }
    return best;
  }

  private passesAll(criteria: readonly Criterion[]): (row: number) => boolean {
    const tests = criteria.map((criterion) => criterion.test);
    const live = this.live;
    return (row) => live[row] === 1 && tests.every((test) => test(row));
  }

  // --- searching ------------------------------------------------------------------------------

  /** The live rows of `from` that pass, up to `limit` of them. */
  private collect(from: Criterion, passes: (row: number) => boolean, limit: number): Int32Array {
    const found = new Int32Array(Math.min(limit, sizeOf(from.segments)));
    let count = 0;
    for (const segment of from.segments) {
      for (const row of segment) {
        if (!passes(row)) continue;
        found[count++] = row;
        if (count === limit) return found;
      }
    }
    return found.subarray(0, count);
  }

  /** The first `wanted` of `rows` in the order `compare`, without sorting all of them. */
  private first(rows: Int32Array, compare: (a: number, b: number) => number, wanted: number) {
    if (rows.length <= wanted * 4) return Array.from(rows.sort(compare).subarray(0, wanted));
    // A max-heap of the best `wanted` rows so far: its root is the worst of them.
    const heap: number[] = [];
    const down = (start: number) => {
      let at = start;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
        if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    };
    for (const row of rows) {
      if (heap.length < wanted) {
        heap.push(row);
        for (let at = heap.length - 1; at > 0;) {
          const parent = (at - 1) >> 1;
          if (compare(heap[at]!, heap[parent]!) <= 0) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (compare(row, heap[0]!) < 0) {
        heap[0] = row;
        down(0);
      }
    }
    return heap.sort(compare);
  }

  /** The first `wanted` passing rows in the order of `sort`, read along that order. */
  private walk(sort: CarSort, passes: (row: number) => boolean, wanted: number): number[] {
    const found: number[] = [];
    if (sort === 'price-desc') {
      // The price order read backwards, each run of equal prices read forwards (ties by id).
      const { rows } = this.orders.price;
      let end = this.orders.price.length;
      while (end > 0 && found.length < wanted) {
        const price = this.price[rows[end - 1]!];
        let start = end - 1;
        while (start > 0 && this.price[rows[start - 1]!] === price) start--;
        for (let at = start; at < end && found.length < wanted; at++) {
          if (passes(rows[at]!)) found.push(rows[at]!);
        }
        end = start;
      }
      return found;
    }
    const order = this.orders[orderOf[sort]];
    for (const row of order.view()) {
      if (!passes(row)) continue;
      found.push(row);
      if (found.length === wanted) break;
    }
    return found;
  }

  private compare(sort: CarSort): (a: number, b: number) => number {
    if (sort === 'price-desc') {
      return (a, b) => (this.price[b] as number) - (this.price[a] as number) || this.byId(a, b);
    }
    return this.orders[orderOf[sort]].compare;
  }

  // --- facets ---------------------------------------------------------------------------------

  /**
   * Counts the rows of `segments` into the tally: every facet, or `only` one. Past `sampleSize`
   * rows it reads every `step`-th and counts each for `step` (an estimate).
   */
  private tallyPass(
    tally: FacetTally,
    segments: readonly Int32Array[],
    criteria: readonly Criterion[],
    only: FacetName | undefined,
    step = Math.max(1, Math.ceil(sizeOf(segments) / this.options.sampleSize)),
  ): void {
    const counted = criteria.filter((criterion) => isFacet(criterion.dim));
    const required = this.passesAll(criteria.filter((criterion) => !isFacet(criterion.dim)));
    tally.begin(only ? [only] : facetNames, step);
    for (const segment of segments) {
      for (let at = 0; at < segment.length; at += step) {
        const row = segment[at] as number;
        if (!required(row)) continue;
        let failed: Criterion | undefined;
        let failures = 0;
        for (const criterion of counted) {
          if (criterion.test(row)) continue;
          failed = criterion;
          if (++failures > 1) break;
        }
        if (failures > 1) continue;
        const dim = failed?.dim as FacetName | undefined;
        if (only) {
          if (dim === undefined || dim === only) tally.add(only, row);
        } else if (dim === undefined) {
          tally.addMatch(row);
        } else {
          tally.add(dim, row);
        }
      }
    }
  }

  /**
   * Counts exactly the options of an estimated facet whose estimate is small: from each
   * option's own rows, or in one pass over the rows matching the other criteria, whichever
   * reads fewer rows.
   */
  private recount(tally: FacetTally, dim: FacetName, criteria: readonly Criterion[]): void {
    const others = criteria.filter((criterion) => criterion.dim !== dim);
    const passes = this.passesAll(others);
    const codes = tally.smallCodes(dim, this.options.recountBelow, () => true);
    if (codes.length === 0) return;
    const byOption = codes.map((code) => ({ code, segments: this.rowsOf(dim, code) }));
    const optionRows = byOption.reduce((sum, option) => sum + sizeOf(option.segments), 0);
    const narrowest = this.narrowest(others);
    if (sizeOf(narrowest.segments) <= optionRows) {
      this.tallyPass(tally, narrowest.segments, others, dim, 1);
      return;
    }
    const inOption = this.inOption(dim);
    for (const { code, segments } of byOption) {
      let count = 0;
      for (const segment of segments) {
        for (const row of segment) if (passes(row) && inOption(row, code)) count++;
      }
      tally.setExact(dim, code, count);
    }
  }

  /** The rows that may hold one option of a facet (a superset). */
  private rowsOf(dim: FacetName, code: number): Int32Array[] {
    switch (dim) {
      case 'year':
        return this.yearCriterion(code + firstYear, code + firstYear).segments;
      case 'priceBand': {
        const band = priceBands[code]!;
        return this.priceCriterion(band.min ?? 0, band.max ?? Infinity).segments;
      }
      case 'condition':
        return this.everyRow();
      default: {
        const rows = this.rowsByValue[dim].lists[code];
        return rows ? [rows.view()] : [];
      }
    }
  }

  private inOption(dim: FacetName): (row: number, code: number) => boolean {
    if (dim !== 'priceBand') return (row, code) => this.facetSource.codeOf(dim, row) === code;
    return (row, code) => {
      const band = priceBands[code]!;
      const price = this.price[row] as number;
      return price >= (band.min ?? 0) && price <= (band.max ?? Infinity);
    };
  }

  private readonly facetSource: FacetSource = {
    codeOf: (dim, row) =>
      dim === 'year' ? (this.year[row] as number) - firstYear : (this[dim][row] as number),
    priceOf: (row) => this.price[row] as number,
    codeCount: (dim) =>
      dim === 'year'
        ? yearSlots
        : dim === 'priceBand'
          ? priceBands.length
          : this.codes[dim].values.length,
    valueOf: (dim, code) =>
      dim === 'year'
        ? String(code + firstYear)
        : dim === 'priceBand'
          ? priceBands[code]!.id
          : dim === 'model'
            ? this.modelNames[code]!
            : this.codes[dim].values[code]!,
  };

  // --- storage --------------------------------------------------------------------------------

  private modelCode(make: string, model: string): number {
    const codes = this.codes.model;
    const before = codes.values.length;
    const code = codes.code(`${make}\n${model}`);
    if (code === before) {
      this.modelNames[code] = model;
      for (const word of vehicleWords(make, model)) {
        const list = this.modelCodesByWord.get(word);
        if (list) list.push(code);
        else this.modelCodesByWord.set(word, [code]);
      }
    }
    return code;
  }

  private reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    this.capacity = capacity;
    this.ids.grow(capacity);
    this.live = growUint8(this.live, capacity);
    this.make = growUint16(this.make, capacity);
    this.model = growUint32(this.model, capacity);
    this.year = growUint16(this.year, capacity);
    this.price = growUint32(this.price, capacity);
    this.mileage = growUint32(this.mileage, capacity);
    this.bodyStyle = growUint8(this.bodyStyle, capacity);
    this.fuelType = growUint8(this.fuelType, capacity);
    this.transmission = growUint8(this.transmission, capacity);
    this.condition = growUint8(this.condition, capacity);
    this.city = growUint16(this.city, capacity);
    this.dealer = growUint32(this.dealer, capacity);
    this.createdAt = growFloat64(this.createdAt, capacity);
    this.wordStamp = growUint32(this.wordStamp, capacity);
  }
}

const orderOf = {
  newest: 'newest',
  'price-asc': 'price',
  'mileage-asc': 'mileage',
  'year-desc': 'year',
} as const satisfies Record<Exclude<CarSort, 'price-desc'>, OrderName>;

const isFacet = (dim: Dim): dim is FacetName =>
  dim !== 'dealer' && dim !== 'mileage' && dim !== 'words';
