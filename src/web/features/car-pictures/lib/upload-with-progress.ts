import type { PictureUploadResponse } from '#shared/schemas/car-write';
import { noTokenMessage, storedToken } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The multipart field of each file (the server takes every file part, whatever its name). */
const fileField = 'pictures';

function serverMessageOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: no message.
  }
  return undefined;
}

/**
 * `POST /api/v1/pictures/car/{id}` with the bearer token, reporting the share of bytes sent
 * (0 to 1). XMLHttpRequest, because fetch reports no upload progress. Rejects with an ApiError
 * carrying the server's `{ message }` (a 400 or 413 when every file was refused).
 */
export function uploadWithProgress(
  carId: string,
  files: readonly File[],
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<PictureUploadResponse> {
  return new Promise((resolve, reject) => {
    const token = storedToken();
    if (!token) {
      reject(new ApiError(401, noTokenMessage));
      return;
    }
    const body = new FormData();
    for (const file of files) body.append(fileField, file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/pictures/car/${encodeURIComponent(carId)}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const message = serverMessageOf(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(
          new ApiError(request.status, message ?? `Upload failed with status ${request.status}`, {
            fromServer: message !== undefined,
          }),
        );
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as PictureUploadResponse);
      } catch (error) {
        reject(new ApiError(request.status, 'The response is not JSON', { cause: error }));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
