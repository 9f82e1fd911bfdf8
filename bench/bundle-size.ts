// npm run bench:bundle — the gzipped JavaScript a browser loads for each page of the production
// build (every .js response of a cold load, gzip -9), measured in real Chromium.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';
import { startServer } from './server';

const pages = ['/car-grid', '/', '/car-list', '/dealers', '/login'];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bundle-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  console.log('| page | JS files | gzipped JS |\n|---|---|---|');
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await tab.goto(server.base + page, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const script of scripts) {
      bytes += gzipSync(await readFile(path.join('dist/web', script)), { level: 9 }).length;
    }
    console.log(`| ${page} | ${scripts.size} | ${(bytes / 1024).toFixed(1)} KB |`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
