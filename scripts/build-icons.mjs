// Draws the home-screen icons of the web app manifest (src/web/public/manifest.webmanifest)
// from the favicon into dist/web/icons: the icon as it is at 192 and 512 px, and a maskable
// 512 px one whose mark sits inside the safe circle on a full square of the brand colour. And
// dist/web/favicon.ico, for what asks /favicon.ico without reading the page's icon link
// (crawlers, feed readers, some browsers on a file that is not a page).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const favicon = await readFile('src/web/public/favicon.svg');
const brand = '#0b4f4a';
await mkdir('dist/web/icons', { recursive: true });

for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`dist/web/icons/icon-${size}.png`);
}

// The safe zone of a maskable icon is the middle 80%: the mark is drawn at 70% to keep clear.
const mark = await sharp(favicon, { density: (72 * 360) / 32 })
  .resize(360, 360)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: brand } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile('dist/web/icons/icon-maskable-512.png');

// An .ico of PNG images (read by every browser since IE 9 and by Windows since Vista): a
// 6-byte header, a 16-byte entry per image, then the images.
const icoSizes = [16, 32, 48];
const images = await Promise.all(
  icoSizes.map((size) =>
    sharp(favicon, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(1, 2); // an icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(icoSizes[index], entry);
  header.writeUInt8(icoSizes[index], entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
await writeFile('dist/web/favicon.ico', Buffer.concat([header, ...images]));
