// Writes a .br and a .gz beside every compressible file of the built SPA (dist/web), so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
// every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this, compression saves too little to be worth an extra file.
const minBytes = 1024;

const files = (await readdir(webDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

for (const file of files) {
  const content = await readFile(file);
  if (content.length < minBytes) continue;
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
}
