import type { ColumnMapping, StockImportPreview } from '#shared/schemas/stock-import';
import { stockFieldList } from './stock-fields';

/*
 * What the upload answered that the import's state does not say again: the sheet's first rows
 * and the guessed mapping. Kept for the tab (sessionStorage), so that a reload of the mapping
 * step still shows them; in memory where storage is blocked.
 */

export interface KeptPreview {
  samples: string[][];
  mapping: ColumnMapping;
}

const storageKey = (importId: string) => `arabeya:stock-import:${importId}`;
const inMemory = new Map<string, KeptPreview>();

const isPreview = (value: unknown): value is KeptPreview =>
  typeof value === 'object' &&
  value !== null &&
  'samples' in value &&
  'mapping' in value &&
  Array.isArray(value.samples) &&
  value.samples.every(
    (row: unknown) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'),
  ) &&
  Array.isArray(value.mapping) &&
  value.mapping.every(
    (field: unknown) => field === null || (stockFieldList as readonly unknown[]).includes(field),
  );

export function keepPreview(preview: StockImportPreview) {
  const kept: KeptPreview = { samples: preview.samples, mapping: preview.mapping };
  inMemory.set(preview.id, kept);
  try {
    window.sessionStorage.setItem(storageKey(preview.id), JSON.stringify(kept));
  } catch {
    // Storage blocked or full: the preview lives as long as the page.
  }
}

/** The upload's first rows and guess of the import, if this tab uploaded it. */
export function keptPreview(importId: string): KeptPreview | undefined {
  const remembered = inMemory.get(importId);
  if (remembered) return remembered;
  try {
    const text = window.sessionStorage.getItem(storageKey(importId));
    const value: unknown = text === null ? null : JSON.parse(text);
    return isPreview(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
