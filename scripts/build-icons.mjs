// Draws the home-screen icons of the web app manifest (src/web/public/manifest.webmanifest)
// from the favicon into dist/web/icons: the icon as it is at 192 and 512 px, and a maskable
// 512 px one whose mark sits inside the safe circle on a full square of the brand colour.
import { mkdir, readFile } from 'node:fs/promises';
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
