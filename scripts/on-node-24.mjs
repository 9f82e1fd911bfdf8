// Runs a shell command under Node 24 LTS, the Node Arabeya is built, tested and run on: this
// Node when it is 24 or newer, otherwise Node 24 from the npm registry (`npx -p node@24`, the
// registry's `node` package), so the README's two commands need nothing but Node and npm.
import { spawnSync } from 'node:child_process';

const [command] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/on-node-24.mjs "<shell command>"');
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
let result;
if (major >= 24) {
  result = spawnSync(command, { shell: true, stdio: 'inherit' });
} else {
  console.log(
    `Node ${process.version} is older than Node 24 LTS, which Arabeya runs on: ` +
      'running under Node 24 from the npm registry (npx -p node@24).',
  );
  result = spawnSync('npx', ['--yes', '--package=node@24', '--call', command], {
    stdio: 'inherit',
  });
}
process.exit(result.status ?? 1);
