/** Hands `blob` to the browser as a file to save, named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is freed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
