import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stockExportQuerySchema } from '#shared/schemas/stock-import';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type StockSheetQuery = z.input<typeof stockExportQuerySchema>;
export type StockSheetFormat = NonNullable<StockSheetQuery['format']>;

/** `GET /api/v1/stock/export`: the dealership's stock as a sheet in the import's columns. */
export const getStockSheet = (query: StockSheetQuery) =>
  api.authGetFile('/api/v1/stock/export', { params: { ...query } });

/**
 * Downloads the stock and hands it to the browser to save, under the name the server gives it
 * (the dealership's), as a mutation: a file saved is not data the page keeps.
 */
export const useStockSheetDownload = () =>
  useMutation({
    mutationFn: async (query: StockSheetQuery) => {
      const sheet = await getStockSheet(query);
      saveFile(sheet.blob, sheet.fileName ?? `stock.${query.format ?? 'xlsx'}`);
    },
  });
