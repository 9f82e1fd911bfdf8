// npm run bench:stack-floor — the least JavaScript a page of the founding stack can send: three
// pages that use React, then React Router, then react-i18next and TanStack Query too, each once
// (bench/stack-floor/), built by Vite for production as the app is (React Router's production
// build, the same target), each size brotli at the quality the build sends and gzip -9. The
// app's first chunk (`npm run bench:bundle`) is this floor plus our own code.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { reactRouterProductionBuild } from '../vite.config';

const pages = {
  react: 'React and react-dom',
  router: '+ React Router',
  stack: '+ react-i18next and TanStack Query',
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('| page | minified | gzip -9 | brotli 11 (as sent) |\n|---|---|---|---|');
for (const [name, label] of Object.entries(pages)) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-floor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: reactRouterProductionBuild },
      build: {
        outDir,
        emptyOutDir: true,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: fileURLToPath(new URL(`stack-floor/${name}.tsx`, import.meta.url)),
        },
      },
    });
    let minified = 0;
    let gzipped = 0;
    let brotli = 0;
    for (const file of await readdir(outDir, { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      const code = await readFile(path.join(outDir, file));
      minified += code.length;
      gzipped += gzipSync(code, { level: 9 }).length;
      brotli += brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
    console.log(`| ${label} | ${kb(minified)} | ${kb(gzipped)} | ${kb(brotli)} |`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
