import { setPriority } from 'node:os';
import pino from 'pino';
import { ConfigError, loadConfig } from './env';
import { startBackgroundWork } from './background-work';
import { closeRuntime, openRuntime } from './runtime';
import { startMetricsServer } from './metrics/serve-metrics';
import { stateMetrics } from './metrics/state-metrics';

/**
 * `npm run worker`: a process that only works on jobs (docs/decisions/134), beside web processes
 * started with WORKERS=0. It runs at a lower CPU priority than web processes on the same machine,
 * so searches and pages win the CPU while pictures, alerts and mail wait.
 */
const workerNiceness = 10;

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: 'worker' });
  try {
    setPriority(workerNiceness);
  } catch (error) {
    log.warn({ err: error }, 'could not lower the worker process priority');
  }
  const runtime = await openRuntime(config);
  const stopWork = await startBackgroundWork({
    config,
    db: runtime.db,
    storage: runtime.storage,
    jobs: runtime.jobs,
    keys: runtime.keys,
    pictureConcurrency: Math.max(config.jobs.workers, 1),
    log,
  });
  // A worker has no app port: its metrics are served only on METRICS_PORT.
  const { metrics } = config;
  const metricsServer =
    metrics.port === undefined
      ? undefined
      : await startMetricsServer({
          port: metrics.port,
          host: config.host,
          token: metrics.token,
          state: stateMetrics({ db: runtime.db, jobs: runtime.jobs }),
        });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'stopping: finishing the jobs in hand');
    await stopWork();
    await metricsServer?.close();
    await closeRuntime(runtime);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  log.info(
    { concurrency: Math.max(config.jobs.workers, 1) },
    'worker started: pictures, alerts and mail',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
