/**
 * The picture formats we take (docs/decisions/054), told by their first bytes, as libvips
 * itself chooses a loader: JPEG, PNG, GIF, WebP, and HEIF (HEIC, AVIF) by its `ftyp` brand.
 * Anything else (SVG, TIFF, PDF, PPM, libvips' own format, ...) never reaches libvips, so
 * none of those parsers reads a byte of an upload. Uploads and pictures fetched from a
 * dealer's URL (docs/decisions/171) are held to the same check.
 */
const heifBrands = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** How many leading bytes `isAllowedPicture` needs to decide. */
export const pictureHeadLength = 16;

/** The formats `isAllowedPicture` lets through, as a dealer reads them in a refusal. */
export const allowedPictureFormats = 'JPEG, PNG, WebP, HEIC, AVIF or GIF';

export function isAllowedPicture(head: Buffer): boolean {
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    ['GIF87a', 'GIF89a'].includes(ascii(0, 6)) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12)))
  );
}
