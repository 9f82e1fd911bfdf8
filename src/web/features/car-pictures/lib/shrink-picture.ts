import { shrinkAbove, shrinkOptions } from './shrink-options';
import type { ShrinkAnswer } from './shrink-worker';

/** Types the browser can draw and encode again; HEIC and the like go up as they are. */
const drawable = /^image\/(jpeg|png|webp)$/;

/** Whether `file` is a photo worth making smaller before upload. */
export const needsShrinking = (file: File) => drawable.test(file.type) && file.size > shrinkAbove;

function shrinkInWorker(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ShrinkAnswer>) => {
      worker.terminate();
      if ('blob' in event.data) resolve(event.data.blob);
      else reject(new Error(event.data.error));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(file);
  });
}

/**
 * `file` made smaller for upload (docs/decisions/119), in a Web Worker, or on the main thread
 * where a worker cannot draw (Safari has no createImageBitmap there); as it was when neither
 * can, so the size check still decides. The name stays: it is how the dealer knows the file.
 */
export async function shrinkPicture(file: File): Promise<File> {
  if (!needsShrinking(file)) return file;
  const attempts = [
    () => shrinkInWorker(file),
    async () => {
      const { default: imageCompression } = await import('browser-image-compression');
      return imageCompression(file, shrinkOptions);
    },
  ];
  for (const attempt of attempts) {
    try {
      const blob = await attempt();
      return blob.size < file.size ? new File([blob], file.name, { type: blob.type }) : file;
    } catch {
      // The next way, or the file as it is.
    }
  }
  return file;
}
