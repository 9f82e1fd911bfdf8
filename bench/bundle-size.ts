// npm run bench:bundle — the gzipped JavaScript a browser loads for each page of the production
// build (every .js response of a cold load until the page has hydrated, gzip -9), measured in
// real Chromium, in English and in Arabic (at its `/ar` address); and the bytes the server
// actually sent (brotli, which Chromium accepts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';
import { languages } from '#shared/reference/types';
import { inLanguage } from '#shared/rules/site-paths';
import { startServer } from './server';

const pages = ['/car-grid', '/', '/car-list', '/cars/toyota', '/dealers', '/login'];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bundle-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  console.log(
    '| page | language | JS files | gzipped JS | as sent to Chromium |\n|---|---|---|---|---|',
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const page of pages) {
    for (const language of languages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Map<string, Response>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.set(url.pathname, response);
      });
      await tab.goto(server.base + inLanguage(language, page));
      // The app's script comes after the first paint (decision 186): the load counts once the
      // page has hydrated and the network is quiet again.
      await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await tab.waitForLoadState('networkidle');
      let gzipped = 0;
      let sent = 0;
      for (const [script, response] of scripts) {
        gzipped += gzipSync(await readFile(path.join('dist/web', script)), { level: 9 }).length;
        sent += (await response.request().sizes()).responseBodySize;
      }
      console.log(`| ${page} | ${language} | ${scripts.size} | ${kb(gzipped)} | ${kb(sent)} |`);
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
