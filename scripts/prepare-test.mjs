// Runs before `npm test`: installs the packages on a fresh clone, and makes sure a Chromium is
// there for the browser tests: /usr/bin/chromium, or Debian's package installed when we run as
// root, or a clear message saying what to install. Uses nothing but Node itself.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('No packages installed yet: running npm install...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

const chromium = '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package (about 20 s)...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      `The browser tests need Chromium at ${chromium}.\n` +
        "Install it with your package manager, e.g. 'sudo apt-get install chromium' on Debian or Ubuntu,\n" +
        'then run the tests again.',
    );
    process.exit(1);
  }
}
