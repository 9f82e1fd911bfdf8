// npm run seed:scale -- --cars N [--seed S]: adds N generated cars (and a dealership per 200)
// to the configured database (DATABASE_URL, else the embedded PGlite under DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/env';
import { seedScale } from '#server/demo/seed-scale';
import { closeRuntime, openRuntime } from '#server/runtime';

const usage = 'Usage: npm run seed:scale -- --cars N [--seed S]   (N: a whole number, 1 or more)';
const { values } = parseArgs({
  options: { cars: { type: 'string' }, seed: { type: 'string', default: '20261124' } },
});
const cars = Number(values.cars);
const seed = Number(values.seed);
if (!Number.isSafeInteger(cars) || cars < 1 || !Number.isSafeInteger(seed)) {
  console.error(usage);
  process.exit(1);
}

const config = loadConfig();
const runtime = await openRuntime(config);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
// The runtime's job queue polls until stopped: closed, the process ends by itself.
try {
  await seedScale(runtime.db, runtime.storage, config.storageBasePath, {
    cars,
    seed,
    progress: (carsIn) => {
      if (carsIn % 100_000 === 0 || carsIn === cars)
        console.log(`${carsIn} cars in (${seconds()} s)`);
    },
  });
} finally {
  await closeRuntime(runtime);
}
console.log(
  `Added ${cars} cars to ${config.databaseUrl ? 'PostgreSQL' : 'the embedded database'} in ${seconds()} s`,
);
