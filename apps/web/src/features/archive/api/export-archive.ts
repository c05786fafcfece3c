import {
  ALL_LOCATIONS,
  EXPORT_ROW_COUNT_HEADER,
  type ExportLanguage,
  type OrderStatus,
} from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/api-error';
import { getApiClientSettings } from '@/shared/api/client';
import { archiveKeys } from './archive-keys';

export interface ExportArchiveInput {
  from: string;
  to: string;
  status: OrderStatus | null;
  /** The file name without .xlsx. */
  name: string;
  lang: ExportLanguage;
  /** Every location the user works at, each order's location in a column of its own. */
  allLocations?: boolean;
  signal: AbortSignal;
  /** Rows the file will hold (known when the answer starts) and bytes received so far. */
  onProgress?: (progress: { rows: number | null; bytes: number }) => void;
}

/**
 * GET /vendor/{vendorId}/archive_orders/excel as a stream: the body is read chunk by chunk so the
 * modal can show progress, and the signal cancels the download (and the server's work) at once.
 */
export async function exportArchive(vendorId: number, input: ExportArchiveInput): Promise<Blob> {
  const query = new URLSearchParams({ from: input.from, to: input.to, name: input.name, lang: input.lang });
  if (input.status) query.set('status', input.status);
  if (input.allLocations) query.set('locations', ALL_LOCATIONS);
  const response = await fetch(
    `${getApiClientSettings().baseUrl}/vendor/${vendorId}/archive_orders/excel?${query}`,
    { credentials: 'include', signal: input.signal },
  );
  if (!response.ok || !response.body) {
    throw new ApiRequestError(response.status, `Http${response.status}`, response.statusText);
  }
  const rowsHeader = response.headers.get(EXPORT_ROW_COUNT_HEADER);
  const rows = rowsHeader === null ? null : Number(rowsHeader);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    input.onProgress?.({ rows, bytes });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? undefined });
}

/** Saves a blob as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportArchive(vendorId: number) {
  return useMutation({
    mutationKey: [...archiveKeys.all, 'export', vendorId],
    mutationFn: (input: ExportArchiveInput) => exportArchive(vendorId, input),
  });
}
