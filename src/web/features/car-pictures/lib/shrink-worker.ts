// Resizes one photo off the main thread, so the form stays responsive while a 12 MB photo is
// decoded. A worker of our own (same origin) rather than the library's, which loads its code
// from a CDN that the Content-Security-Policy refuses.
import imageCompression from 'browser-image-compression';
import { shrinkOptions } from './shrink-options';

export type ShrinkAnswer = { blob: Blob } | { error: string };

addEventListener('message', (event: MessageEvent<File>) => {
  const answer = (message: ShrinkAnswer) => postMessage(message);
  imageCompression(event.data, shrinkOptions).then(
    (blob) => answer({ blob }),
    (error: unknown) => answer({ error: String(error) }),
  );
});
