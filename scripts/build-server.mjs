// Bundles the server into dist/server/main.js and the job worker into dist/server/worker.js;
// packages stay in node_modules. Code a start may never run (the demo's generator, which main.ts
// imports only to seed an empty database) goes into chunks of its own beside main.js, which Node
// reads only when they are imported (docs/decisions/162). Each entry is bundled on its own, so
// the worker stays one file. The folder is emptied first: chunks of an earlier build would pile up.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = 'dist/server';
await rm(outdir, { recursive: true, force: true });
for (const entry of ['main', 'worker']) {
  await build({
    entryPoints: [`src/server/${entry}.ts`],
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
