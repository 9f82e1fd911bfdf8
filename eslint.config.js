import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Which server modules each module may call (through their *.service.ts). Cars show their
// pictures, so pictures reach cars only through what app.ts hands them.
const serverModuleDependencies = {
  alerts: ['cars', 'mail', 'users'],
  analytics: ['team'],
  auth: ['users'],
  cars: ['pictures', 'team', 'users'],
  config: [],
  dealers: ['cars', 'pictures', 'team', 'users'],
  favourites: ['cars', 'users'],
  mail: [],
  health: [],
  leads: ['cars', 'mail', 'team', 'users'],
  pictures: [],
  'saved-searches': ['users'],
  seo: [],
  team: ['users'],
  users: [],
};

/** Throws, naming the cycle, when the declared module graph has one. */
function assertNoModuleCycle(dependencies) {
  const visit = (module, path) => {
    if (path.includes(module)) {
      throw new Error(`Server modules depend on each other: ${[...path, module].join(' -> ')}`);
    }
    for (const next of dependencies[module] ?? []) visit(next, [...path, module]);
  };
  for (const module of Object.keys(dependencies)) visit(module, []);
}

// What the server's modules build on; none of it imports a module or the demo.
const serverInfrastructure = [
  ...['db', 'queue', 'storage', 'lib', 'plugins'].map((folder) => `./src/server/${folder}`),
  './src/server/env.ts',
];
// Where the server is put together: these import the modules, and no module imports them.
const serverCompositionRoot = ['app', 'background-work', 'main', 'runtime', 'worker'].map(
  (file) => `./src/server/${file}.ts`,
);

function serverModuleZones() {
  assertNoModuleCycle(serverModuleDependencies);
  const modules = readdirSync('src/server/modules');
  const undeclared = modules.filter((module) => !(module in serverModuleDependencies));
  if (undeclared.length > 0) {
    throw new Error(`Declare the dependencies of server modules: ${undeclared.join(', ')}`);
  }
  return modules.flatMap((module) =>
    modules
      .filter((other) => other !== module)
      .map((other) => {
        const allowed = serverModuleDependencies[module].includes(other);
        return {
          target: `./src/server/modules/${module}`,
          from: `./src/server/modules/${other}/**`,
          except: allowed ? ['**/*.service.ts'] : [],
          message: allowed
            ? `Call the ${other} module through its *.service.ts; its other files are its own.`
            : `The ${module} module does not depend on ${other} (serverModuleDependencies in eslint.config.js).`,
        };
      }),
  );
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Dependency direction: web -> shared <- server, never web <-> server. Inside the server,
      // the infrastructure (database, queue, storage, lib, plugins) serves the modules and never
      // imports them: what wires modules together is at the composition root, beside app.ts
      // (docs/decisions/161-jobs-at-the-composition-root.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web', './test', './e2e', './scripts', './bench'],
            },
            {
              target: './src/server',
              from: ['./src/web', './test', './e2e', './scripts', './bench'],
            },
            {
              target: serverInfrastructure,
              from: ['./src/server/modules', './src/server/demo'],
              message:
                'Infrastructure imports no module and not the demo: wire them at the composition root (app.ts, runtime.ts, background-work.ts).',
            },
            // src/web's zones are in the web boundaries block below; src/server/modules' zones
            // in the module boundaries block.
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Server module boundaries (docs/decisions/059-server-module-boundaries.md). A module imports
  // only the modules it is declared to depend on below, and only their *.service.ts files: its
  // repository and other files are its own. The declared graph must have no cycle, so a cycle
  // between modules (not only between files) fails lint. This block's zones replace the first
  // block's for module files, so the server's layer zone is repeated here, with the one that
  // keeps modules below the composition root.
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server',
              from: ['./src/web', './test', './e2e', './scripts', './bench'],
            },
            {
              target: './src/server/modules',
              from: serverCompositionRoot,
              message: 'The composition root imports modules, never the reverse.',
            },
            ...serverModuleZones(),
          ],
        },
      ],
    },
  },
  // Web boundaries (docs/decisions/115-web-feature-boundaries.md). A rule's options in a later
  // block replace the earlier ones for the files it matches, so every zone of a web file is
  // here: the layers (web imports shared, never server or the test trees), and features that
  // stand alone: a feature imports no other feature and not app/, and components/, lib/ and
  // config/ import no feature. Only app/ composes features.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: ['./src/server', './test', './e2e', './scripts', './bench'],
            },
            ...readdirSync('src/web/features').map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Features stand alone: share through components/ or lib/, compose in app/.',
            })),
            { target: './src/web/features', from: './src/web/app' },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/config'],
              from: './src/web/features',
            },
          ],
        },
      ],
    },
  },
  // The demo's generator is read only by a start that seeds an empty database, through
  // `import()` (docs/decisions/162): the rest of the server imports no demo file statically but
  // the demo accounts (the development sign-in lists them) and the empty-database check.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/demo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/demo/(?!demo-accounts$|is-database-empty$)',
              message: 'Load the demo with import() where it seeds (docs/decisions/162).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
