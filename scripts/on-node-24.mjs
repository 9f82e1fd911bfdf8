// Runs a shell command under Node 24 LTS, the Node Arabeya is built, tested and run on: this
// Node when it is 24 or newer, otherwise Node 24 from the npm registry (the registry's `node`
// package, through npx), put first on the PATH, so the README's two commands need nothing but
// Node and npm. Only the binary's path comes from npx: the command runs in this environment,
// not inside `npm exec` (whose npm_config_* variables would confuse an npx the command runs).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const [command] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/on-node-24.mjs "<shell command>"');
  process.exit(2);
}

let env = process.env;
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.log(
    `Node ${process.version} is older than Node 24 LTS, which Arabeya runs on: ` +
      'running under Node 24 from the npm registry (npx -p node@24).',
  );
  const node24 = execFileSync(
    'npx',
    ['--yes', '--package=node@24', '--call', 'node -p process.execPath'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
  env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` };
}
const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
process.exit(result.status ?? 1);
