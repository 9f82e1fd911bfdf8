import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ColumnMapping,
  stockImportListSchema,
  StockImportPreview,
  stockImportPreviewSchema,
  stockImportRefusedSchema,
  StockImportState,
  stockImportStateSchema,
  StockImportStatus,
} from '#shared/schemas/stock-import';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';
import { keepPreview } from '../lib/kept-preview';

const importsPath = '/api/v1/stock/imports';
const importPath = (importId: string) => `${importsPath}/${encodeURIComponent(importId)}`;

/** `POST /api/v1/stock/imports`: the sheet, kept; answers its columns, first rows and guess. */
export const uploadStockSheet = (dealerId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<typeof stockImportPreviewSchema>(importsPath, form, { params: { dealerId } });
};

/** `POST …/{id}/photos`: a zip of the import's photos, checked and kept until it is written. */
export const uploadStockPhotos = (importId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<typeof stockImportStateSchema>(`${importPath(importId)}/photos`, form);
};

/** `POST …/{id}/check`: the dry run of every row with the confirmed mapping. */
export const checkStockImport = (importId: string, mapping: ColumnMapping) =>
  api.post<typeof stockImportStateSchema>(`${importPath(importId)}/check`, { mapping });

/** `POST …/{id}/confirm`: a worker writes the checked import; 409 while another is written. */
export const confirmStockImport = (importId: string) =>
  api.post<typeof stockImportStateSchema>(`${importPath(importId)}/confirm`);

/** `GET …/{id}`: where the import is, its counts and its first refused rows. */
export const getStockImport = (importId: string, signal?: AbortSignal) =>
  api.authGet<typeof stockImportStateSchema>(importPath(importId), { signal });

/** `GET …/{id}/refused`: every refused row, for the report. */
export const getRefusedRows = (importId: string) =>
  api
    .authGet<typeof stockImportRefusedSchema>(`${importPath(importId)}/refused`)
    .then((answer) => answer.refused);

/** `GET …?dealerId=`: the dealership's last imports, newest first. */
export const getRecentStockImports = (dealerId: string, signal?: AbortSignal) =>
  api
    .authGet<typeof stockImportListSchema>(importsPath, { params: { dealerId }, signal })
    .then((answer) => answer.imports);

/** How often a confirmed import is asked for while a worker writes it. */
export const stockImportPollInterval = 1500;

/** A worker has it or will: the screen follows it. */
export const isBeingWritten = (status: StockImportStatus) =>
  status === 'queued' || status === 'running';

export const stockImportKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'stock-imports'] as const,
  one: (userId: string, importId: string) => [...stockImportKeys.all(userId), importId] as const,
  recent: (userId: string, dealerId: string) =>
    [...stockImportKeys.all(userId), 'recent', dealerId] as const,
};

/** The dealership's last imports: asked for each time the file step shows them. */
export const useRecentStockImports = (userId: string, dealerId: string) =>
  useQuery({
    queryKey: stockImportKeys.recent(userId, dealerId),
    queryFn: ({ signal }) => getRecentStockImports(dealerId, signal),
    staleTime: 0,
  });

/** The import, asked for again every second and a half while it is being written. */
export const useStockImport = (userId: string, importId: string) =>
  useQuery({
    queryKey: stockImportKeys.one(userId, importId),
    queryFn: ({ signal }) => getStockImport(importId, signal),
    staleTime: 0,
    refetchInterval: ({ state }) =>
      state.data && isBeingWritten(state.data.status) ? stockImportPollInterval : false,
  });

/** The state of an import just uploaded, as the server would answer it: nothing checked yet. */
const uploadedState = (dealerId: string, preview: StockImportPreview): StockImportState => ({
  id: preview.id,
  dealerId,
  fileName: preview.fileName,
  status: 'uploaded',
  headers: preview.headers,
  mapping: null,
  photosFetched: 0,
  photosFailed: 0,
  photoZip: null,
  counts: {},
  refused: [],
});

/**
 * The steps that change an import: the upload, its photos, the dry run and the confirmation. Each answer
 * becomes the import's state at once (the upload's first rows are kept for the tab), so the
 * screen moves on without asking again.
 */
export function useStockImportSteps(userId: string) {
  const queryClient = useQueryClient();
  const show = (state: StockImportState) =>
    queryClient.setQueryData(stockImportKeys.one(userId, state.id), state);
  const upload = useMutation({
    mutationFn: ({ dealerId, file }: { dealerId: string; file: File }) =>
      uploadStockSheet(dealerId, file),
    onSuccess: (preview, { dealerId }) => {
      keepPreview(preview);
      show(uploadedState(dealerId, preview));
    },
  });
  const photos = useMutation({
    mutationFn: ({ importId, file }: { importId: string; file: File }) =>
      uploadStockPhotos(importId, file),
    onSuccess: show,
  });
  const check = useMutation({
    mutationFn: ({ importId, mapping }: { importId: string; mapping: ColumnMapping }) =>
      checkStockImport(importId, mapping),
    onSuccess: show,
  });
  const confirm = useMutation({
    mutationFn: (importId: string) => confirmStockImport(importId),
    onSuccess: show,
  });
  return { upload, photos, check, confirm };
}
