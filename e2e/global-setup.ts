import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '#test/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The dealers' own server, where a test puts the files the app under test fetches. */
    dealerFilesURL: string;
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

/**
 * A dealer's server on 127.0.0.1, for what the app fetches from dealers' addresses (a stock
 * feed): a test PUTs a file at a path, and a GET of that path answers it, with its type.
 */
async function startDealerFiles() {
  const files = new Map<string, { type: string; body: Buffer }>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const type = request.headers['content-type'] ?? 'application/octet-stream';
        files.set(path, { type, body: Buffer.concat(chunks) });
        response.writeHead(204).end();
      });
      return;
    }
    const file = files.get(path);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts the production build (npm test builds it first) on a fresh, seeded data folder. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('The browser tests run the production build: run `npm run build` first.');
  }
  const dealerFiles = await startDealerFiles();
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
      // The dealer's server on this machine is reached as if it were public: only it.
      OUTSIDE_FETCH_ALLOWED_HOSTS: dealerFiles.host,
      ALLOW_DEV_FETCH: '1',
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
    await dealerFiles.close();
  };
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    // A server that never answered is not left running behind the failed run.
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dealerFilesURL', `http://${dealerFiles.host}`);

  return async () => {
    await stop();
  };
}
