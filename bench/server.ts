import { spawn } from 'node:child_process';
import { unlimitedRates } from './load';
import { freePort } from '#test/free-port';

/**
 * The V8 flags `npm start` gives node: a bounded old space (docs/decisions/035) and a small young
 * generation (docs/decisions/126), and any more for an experiment (BENCH_NODE_FLAGS).
 */
const serverNodeFlags = [
  '--max-old-space-size=512',
  '--max-semi-space-size=8',
  ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
];

/**
 * Starts the production build (`dist/server/main.js`) as `npm start` does, and waits until it
 * answers health.
 */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      ALLOW_DEV_IDP: '1',
      // Every benchmark request comes from one address; a benchmark of the limits sets its own.
      ...unlimitedRates,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // As `npm start` sets it: two glibc malloc arenas (docs/decisions/034).
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    if (server.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      if (tries > 900) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: server.pid ?? 0,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
    /** Kills the process outright (SIGKILL): no shutdown, as a power cut or the OOM killer. */
    async kill() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
  };
}
export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/**
 * Starts a picture worker (`dist/server/worker.js`) as `npm run worker` does, beside a server
 * started with `WORKERS=0` on the same database and storage.
 */
export function startWorker(env: Record<string, string>) {
  const command = [process.execPath, '--max-old-space-size=512', 'dist/server/worker.js'];
  // BENCH_WORKER_IDLE=1: the worker in Linux' idle scheduling class (`chrt --idle 0`).
  if (process.env.BENCH_WORKER_IDLE === '1') command.unshift('chrt', '--idle', '0');
  const [file = '', ...args] = command;
  const worker = spawn(file, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The server's: a worker reads the same configuration.
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    pid: worker.pid ?? 0,
    async stop() {
      if (worker.exitCode !== null || worker.signalCode !== null) return;
      worker.kill('SIGTERM');
      await exited;
    },
    /** SIGKILL: the worker dies in the middle of whatever it was doing. */
    async kill() {
      worker.kill('SIGKILL');
      await exited;
    },
  };
}
export type BenchWorker = ReturnType<typeof startWorker>;
