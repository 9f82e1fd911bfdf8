import { searchWords, vehicleWords } from '#shared/rules/search-words';
import { grown, type CarRows, type IndexedCar } from './car-rows';
import { PackedRows, readPackedRows, RowList, writePackedRows } from './row-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';
import type { SortOrders } from './sort-orders';
import type { ValueLists } from './value-lists';

/** The rows of a free-text search: those stamped `generation` in `stamps` have every word. */
export interface WordMatches {
  /** The live matching rows, in row order. */
  rows: Int32Array;
  /** Valid until the next search for words. */
  stamps: Uint32Array;
  generation: number;
}

/**
 * The words of the free-text search (docs/decisions/123): a car has the words of its make and model
 * (any spelling, in either language), its year, and its description. Descriptions' words have
 * packed lists of rows (a quarter of the memory of plain ones: they are the index's largest
 * part); makes and models have lists of model codes, whose rows are the model's list.
 */
export class WordIndex {
  private readonly rowsByWord = new Map<string, PackedRows>();
  private readonly modelCodesByWord = new Map<string, number[]>();
  /** Model codes are given in order: those below this have their words listed. */
  private modelsWithWords = 0;
  /** Per row, the generation of the last word search it matched (see matches). */
  private stamps = new Uint32Array(0);
  private generation = 0;
  /**
   * While loading: the description words, each row's words (as indexes into them) one row after
   * another, and where each row's words end. Rows come in order while loading, so a row needs no
   * number beside each of its words.
   */
  private readonly loadedWords = new Map<string, number>();
  private loadedWordsOfRows = new RowList();
  private loadedWordEnds = new RowList();

  constructor(
    private readonly rows: CarRows,
    private readonly lists: ValueLists,
    private readonly orders: SortOrders,
  ) {}

  grow(capacity: number): void {
    this.stamps = grown(this.stamps, capacity);
  }

  /** A car's words, for its new row. */
  add(row: number, car: IndexedCar): void {
    this.addModel(row, car);
    for (const word of searchWords(car.description)) {
      let rows = this.rowsByWord.get(word);
      if (!rows) {
        rows = new PackedRows();
        this.rowsByWord.set(word, rows);
      }
      rows.add(row);
    }
  }

  /** A car's words while loading, for the row after the last; `endLoad` makes their lists. */
  load(row: number, car: IndexedCar): void {
    this.addModel(row, car);
    for (const word of searchWords(car.description)) {
      let index = this.loadedWords.get(word);
      if (index === undefined) {
        index = this.loadedWords.size;
        this.loadedWords.set(word, index);
      }
      this.loadedWordsOfRows.add(index);
    }
    this.loadedWordEnds.add(this.loadedWordsOfRows.length);
  }

  /** The lists of the words loaded, each made at its size (see ValueLists.build). */
  endLoad(): void {
    const words = [...this.loadedWords.keys()];
    const wordsOfRows = this.loadedWordsOfRows.view();
    const ends = this.loadedWordEnds.view();
    const eachRow = (visit: (word: number, row: number) => void) => {
      let start = 0;
      for (let row = 0; row < ends.length; row++) {
        const end = ends[row]!;
        for (let at = start; at < end; at++) visit(wordsOfRows[at]!, row);
        start = end;
      }
    };
    const sizes = new Int32Array(words.length);
    const lasts = new Int32Array(words.length).fill(-1);
    eachRow((word, row) => {
      sizes[word]! += PackedRows.sizeOf(row - lasts[word]!);
      lasts[word] = row;
    });
    const lists = Array.from(sizes, (size) => new PackedRows(size));
    eachRow((word, row) => lists[word]!.add(row));
    words.forEach((word, index) => this.rowsByWord.set(word, lists[index]!));
    this.loadedWords.clear();
    this.loadedWordsOfRows = new RowList();
    this.loadedWordEnds = new RowList();
  }

  /** The words and their rows; the stamps of past searches are not kept. */
  writeTo(out: SnapshotWriter): void {
    out.json({
      words: [...this.rowsByWord.keys()],
      modelCodesByWord: [...this.modelCodesByWord],
      modelsWithWords: this.modelsWithWords,
    });
    writePackedRows(out, [...this.rowsByWord.values()]);
  }

  readFrom(input: SnapshotReader): void {
    const saved = input.json() as {
      words: string[];
      modelCodesByWord: [string, number[]][];
      modelsWithWords: number;
    };
    const lists = readPackedRows(input);
    saved.words.forEach((word, index) => this.rowsByWord.set(word, lists[index]!));
    for (const [word, codes] of saved.modelCodesByWord) this.modelCodesByWord.set(word, codes);
    this.modelsWithWords = saved.modelsWithWords;
    this.stamps = new Uint32Array(this.rows.count);
  }

  /**
   * The live rows having every word: each word's rows (makes and models named by it, its year,
   * the descriptions using it) are intersected by stamping rows with a generation per word; the
   * row test then knows a match by its stamp. The rows are gathered in plain loops and sorted
   * only when the lists gave them out of order (docs/decisions/188).
   */
  matches(words: readonly string[]): WordMatches {
    if (this.generation > 0xffff_0000) {
      this.stamps.fill(0);
      this.generation = 0;
    }
    const stamps = this.stamps;
    const live = this.rows.columns.live;
    let found = new Int32Array(0);
    let count = 0;
    let ascending = true;
    let previous = 0;
    words.forEach((word, index) => {
      const current = ++this.generation;
      const last = index === words.length - 1;
      const lists = this.rowListsWithWord(word);
      if (last) found = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
      for (const list of lists) {
        for (let at = 0; at < list.length; at++) {
          const row = list[at] as number;
          if (stamps[row] === current || (index > 0 && stamps[row] !== previous)) continue;
          stamps[row] = current;
          if (!last || live[row] === 0) continue;
          if (count > 0 && row < (found[count - 1] as number)) ascending = false;
          found[count++] = row;
        }
      }
      previous = current;
    });
    const rows = found.slice(0, count);
    if (!ascending) rows.sort();
    return { rows, stamps, generation: this.generation };
  }

  /** The first row of a model code lists the words of its make and model. */
  private addModel(row: number, car: IndexedCar): void {
    const code = this.rows.columns.model[row] as number;
    if (code < this.modelsWithWords) return;
    this.modelsWithWords = code + 1;
    for (const word of vehicleWords(car.make, car.model)) {
      const list = this.modelCodesByWord.get(word);
      if (list) list.push(code);
      else this.modelCodesByWord.set(word, [code]);
    }
  }

  /** The rows of the makes and models a word names, of the year it is, and of descriptions. */
  private rowListsWithWord(word: string): Int32Array[] {
    const lists: Int32Array[] = [];
    for (const code of this.modelCodesByWord.get(word) ?? []) {
      const rows = this.lists.rows('model', code);
      if (rows) lists.push(rows);
    }
    if (/^\d{4}$/.test(word)) lists.push(this.orders.yearRows(+word, +word));
    const described = this.rowsByWord.get(word);
    if (described) lists.push(described.rows());
    return lists;
  }
}
