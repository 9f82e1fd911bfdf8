// npm run bench:bundle — the gzipped JavaScript a browser loads for each page of the production
// build (every .js response of a cold load, gzip -9), measured in real Chromium.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';

const pages = ['/car-grid', '/', '/car-list', '/dealers', '/login'];
const port = 3950;
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bundle-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bundle-size-session-secret-bundle-size',
    ALLOW_DEV_IDP: '1',
    PUBLIC_URL: base,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      if (tries > 600) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  console.log('| page | JS files | gzipped JS |\n|---|---|---|');
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('pageerror', (error) => console.error(`${page}: ${error.message}`));
    tab.on('console', (m) => console.error(m.text()));
    tab.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const script of scripts) {
      bytes += gzipSync(await readFile(path.join('dist/web', script)), { level: 9 }).length;
    }
    console.log(`| ${page} | ${scripts.size} | ${(bytes / 1024).toFixed(1)} KB |`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
