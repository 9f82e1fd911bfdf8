import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './env';
import { isDatabaseEmpty } from './demo/is-database-empty';
import { closeRuntime, openRuntime } from './runtime';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp({
    config,
    ...runtime,
    webDir: fileURLToPath(new URL('../web', import.meta.url)),
    pageRendererEntry: fileURLToPath(new URL('../ssr/entry-server.js', import.meta.url)),
    logger: {
      level: config.logLevel,
      ...(config.nodeEnv === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
  });

  if (config.seedDemoData && (await isDatabaseEmpty(runtime.db))) {
    app.log.info('empty database: loading the demo dealers and cars');
    // The demo's generator is thousands of lines of drawings a start with data never runs: it is
    // a chunk of its own, read only here (docs/decisions/162).
    const { seedDemoData } = await import('./demo/seed-demo');
    await seedDemoData(runtime.db, runtime.storage, config.storageBasePath);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeRuntime(runtime);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  for (const warning of config.warnings) app.log.warn(warning);
  if (config.signInProvider === 'google') {
    app.log.info('sign-in provider: Google');
  } else {
    app.log.warn(
      'sign-in provider: the bundled development provider, where anyone signs in as anyone (never expose it)',
    );
  }
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host;
  console.log(`\nArabeya is running at http://${shownHost}:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
