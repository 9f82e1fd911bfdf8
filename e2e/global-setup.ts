import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '#test/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

// Loading the demo market takes seconds on an idle machine and minutes on one whose cores are
// shared with other work (more than four, seen at a load of 15 on two cores); the deadline only
// catches a server that hangs, and a server that stops is reported at once, whatever the deadline.
const startDeadlineMs = 600_000;

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${startDeadlineMs / 1000} s:\n${output()}`);
}

/** Starts the production build (npm test builds it first) on a fresh, seeded data folder. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('The browser tests run the production build: run `npm run build` first.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
      ALLOW_DEV_IDP: '1',
      // Production without SMTP: the mail a test follows is read from the development mailbox.
      ALLOW_DEV_MAIL: '1',
      ALERT_DELAY_SECONDS: '0',
      ALERT_MIN_INTERVAL_SECONDS: '0',
      // Every browser of the suite signs in from 127.0.0.1: one client to the rate limits.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      RATE_LIMIT_PAGES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    // A server that never answered is not left running behind the failed run.
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    await stop();
  };
}
