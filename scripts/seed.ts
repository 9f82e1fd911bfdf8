// npm run seed: empties the database and the demo pictures, then loads the demo market again.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '#server/env';
import { seedDemoData } from '#server/demo/seed-demo';
import { closeRuntime, openRuntime } from '#server/runtime';
import { truncateAll } from '#server/db/database';

const config = loadConfig();
if (config.nodeEnv === 'production' && process.env.CONFIRM_RESET !== 'yes') {
  console.error('Refusing to reset a production database. Set CONFIRM_RESET=yes to do it anyway.');
  process.exit(1);
}
const runtime = await openRuntime(config);
// The runtime's job queue polls until stopped: closed, the process ends by itself.
try {
  await truncateAll(runtime.db);
  await rm(path.join(runtime.mediaDir, config.storageBasePath), { recursive: true, force: true });
  await seedDemoData(runtime.db, runtime.storage, config.storageBasePath);
} finally {
  await closeRuntime(runtime);
}
console.log(
  `Demo data loaded into ${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'pg')}`,
);
