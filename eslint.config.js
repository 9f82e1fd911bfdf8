import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

// Which server modules each module may call (through their *.service.ts). Cars show their
// pictures, so pictures reach cars only through what app.ts hands them; team members are users,
// so the user routes reach their teams the same way. `dealers` keeps the dealerships' records,
// which teams and cars build on; `dealer-profiles` serves them, with their teams and cars.
const serverModuleDependencies = {
  alerts: ['cars', 'favourites', 'mail', 'saved-searches', 'users'],
  analytics: ['cars', 'dealers', 'leads', 'team'],
  'api-keys': ['dealers', 'team'],
  auth: ['team', 'users'],
  cars: ['dealers', 'pictures', 'team'],
  config: [],
  dealers: [],
  'dealer-profiles': ['cars', 'dealers', 'pictures', 'team', 'users'],
  favourites: ['cars', 'users'],
  mail: [],
  health: [],
  leads: ['cars', 'dealers', 'mail', 'team', 'users'],
  pictures: [],
  'saved-searches': ['users'],
  stock: ['cars', 'dealers', 'mail', 'pictures', 'team'],
  seo: ['cars', 'dealers'],
  team: ['dealers', 'users'],
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

// Which module owns each table of src/server/db/schema.ts (docs/decisions/164): only the
// owner's *.repository.ts files name it in a query; other modules call the owner's *.service.ts.
// `infrastructure` is the server's own plumbing (src/server/plugins and the like), no module.
const serverTableOwners = {
  alerts: ['price_drops'],
  analytics: ['page_views'],
  'api-keys': ['dealer_api_keys'],
  auth: ['sessions'],
  cars: ['cars', 'car_changes', 'car_changes_pruned', 'car_price_changes', 'database_identity'],
  dealers: ['dealers', 'dealer_finance_offers'],
  favourites: ['favourites'],
  leads: ['leads', 'lead_notes', 'car_reports'],
  mail: ['mail_outbox'],
  pictures: ['car_pictures', 'file_cleanup', 'upload_leases'],
  'saved-searches': ['saved_searches', 'saved_search_matches'],
  stock: [
    'stock_imports',
    'stock_import_rows',
    'stock_import_mappings',
    'stock_feeds',
    'stock_feed_runs',
  ],
  team: ['team_members'],
  users: ['users'],
  infrastructure: ['rate_limit_windows'],
};

/** Throws unless every table of the schema's `Database` has exactly one owner. */
function assertEveryTableOwned(owners) {
  const schema = readFileSync('src/server/db/schema.ts', 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  const tables = [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
  const owned = Object.values(owners).flat();
  const problems = [
    ...tables.filter((table) => !owned.includes(table)).map((table) => `${table} has no owner`),
    ...owned.filter((table) => !tables.includes(table)).map((table) => `${table} is no table`),
    ...owned
      .filter((table, index) => owned.indexOf(table) !== index)
      .map((table) => `${table} has two owners`),
  ];
  if (problems.length > 0) {
    throw new Error(`serverTableOwners in eslint.config.js: ${problems.join('; ')}`);
  }
}

// Kysely calls whose first argument names a table (possibly `'cars as c'`), and `sql.table`.
const tableNamingCalls =
  'selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral|crossJoin|crossJoinLateral|using|from|table';
// The calls that start a query, or join in one.
const queryCalls =
  'selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|innerJoin|leftJoin|rightJoin|fullJoin';

/**
 * `no-restricted-syntax` entries refusing, in `owner`'s files, a Kysely call that names a table
 * of another owner. Raw `sql` text is read only for the plain `from|join|into|update <table>`
 * forms: a table named otherwise in it (a comma join, a subquery's `exists`), or put together at
 * run time, passes unseen.
 */
function foreignTableSelectors(owner) {
  return Object.entries(serverTableOwners)
    .filter(([other]) => other !== owner)
    .flatMap(([other, tables]) => {
      const names = tables.join('|');
      const literal = `/^(?:${names})(?:\\s+as\\s+\\w+)?$/`;
      const ask =
        owner === 'infrastructure'
          ? 'have the composition root (app.ts) hand over what that module answers'
          : "call that module's *.service.ts";
      const message =
        other === 'infrastructure'
          ? `A table of the server's infrastructure (${tables.join(', ')}), no module's: leave it to src/server/plugins (serverTableOwners in eslint.config.js).`
          : `A table of the ${other} module (${tables.join(', ')}): ${ask} (serverTableOwners in eslint.config.js, docs/decisions/164).`;
      const call = `CallExpression[callee.property.name=/^(?:${tableNamingCalls})$/]`;
      return [
        `${call} > Literal.arguments[value=${literal}]`,
        `${call} > ArrayExpression.arguments > Literal[value=${literal}]`,
        `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(?:from|join|into|update)\\s+(?:${names})\\b/i]`,
      ].map((selector) => ({ selector, message }));
    });
}

const queryOutsideRepository = [
  `CallExpression[callee.property.name=/^(?:${queryCalls})$/]`,
  // A common table expression's name, then its query (not an array's `with(index, value)`).
  'CallExpression[callee.property.name=/^with(?:Recursive)?$/][arguments.0.raw=/^[\'"]/]',
  "TaggedTemplateExpression[tag.name='sql']",
  "CallExpression[callee.object.name='sql']",
].map((selector) => ({
  selector,
  message:
    "Queries live in the module's *.repository.ts files (docs/decisions/164): move this one there.",
}));

// The search index (cars/search) loads and follows the cars table and its change log from its
// own files; it names no other module's table.
const searchIndexFiles = 'src/server/modules/cars/search/**/*.ts';

/**
 * One block per module for its repositories (its own tables only) and one for its other files
 * (no query at all); the infrastructure names only its own tables. Each file is matched by one
 * of them, so no block replaces another's options.
 */
function tableOwnershipBlocks() {
  assertEveryTableOwned(serverTableOwners);
  const modules = readdirSync('src/server/modules');
  return [
    ...modules.flatMap((module) => {
      const folder = `src/server/modules/${module}`;
      const queryFiles = [
        `${folder}/**/*.repository.ts`,
        ...(module === 'cars' ? [searchIndexFiles] : []),
      ];
      const tables = foreignTableSelectors(module);
      return [
        {
          files: [`${folder}/**/*.ts`],
          ignores: queryFiles,
          rules: { 'no-restricted-syntax': ['error', ...tables, ...queryOutsideRepository] },
        },
        { files: queryFiles, rules: { 'no-restricted-syntax': ['error', ...tables] } },
      ];
    }),
    {
      files: ['src/server/{queue,storage,lib,plugins}/**/*.ts', 'src/server/*.ts'],
      rules: { 'no-restricted-syntax': ['error', ...foreignTableSelectors('infrastructure')] },
    },
  ];
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

// The trees whose file and folder names lint holds (docs/decisions/167).
const namedTrees = '{src,e2e,test,bench,scripts}';
const codeFiles = 'ts,tsx,js,mjs';
const otherFiles = 'json,css,html,svg,webmanifest,xsd,md';

// Words a call's name starts with. A feature's api file is named for what its calls read or
// change (`car.ts`, `leads.ts`, `price-guide.ts`), never for one call (`get-car.ts`): these
// first words, and a `-calls` ending, mark a call's name (docs/decisions/167).
const callVerbs = [
  'accept',
  'add',
  'answer',
  'change',
  'count',
  'create',
  'delete',
  'edit',
  'fetch',
  'find',
  'get',
  'list',
  'load',
  'merge',
  'patch',
  'post',
  'put',
  'register',
  'reject',
  'remove',
  'report',
  'save',
  'search',
  'send',
  'set',
  'toggle',
  'update',
  'upload',
  'use',
];

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
  // Each table has one owner (docs/decisions/164): blocks generated from serverTableOwners.
  ...tableOwnershipBlocks(),
  // File and folder names (docs/decisions/167): kebab case, the name before the first dot
  // (`car-search.ts`, `my-access.test.tsx`, `i18next.d.ts`); a feature's api file names what its
  // calls read or change, not a call. A README keeps the name every code host shows first.
  {
    files: [`${namedTrees}/**/*.{${codeFiles},${otherFiles}}`],
    ignores: ['**/README.md'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { [`${namedTrees}/**/`]: 'KEBAB_CASE' }],
      'check-file/filename-blocklist': [
        'error',
        {
          [`src/web/features/*/api/@(${callVerbs.join('|')})-*`]: 'car.ts',
          'src/web/features/*/api/*-calls.*': 'car.ts',
        },
        {
          errorMessage:
            'The api file "{{ target }}" is named for a call: name it for what its calls read or change, a noun (car.ts, leads.ts, price-guide.ts; docs/decisions/167).',
        },
      ],
    },
  },
  // The files that are no code: the plugin's processor hands ESLint an empty text under their
  // name, so that the rules above see their names (and their folders') too.
  {
    files: [`${namedTrees}/**/*.{${otherFiles}}`],
    ignores: ['**/README.md'],
    processor: 'check-file/eslint-processor-check-file',
  },
  // A migration's file bears its migration's name, which starts with its number: Kysely runs
  // migrations in the order of their names, and a database keeps the names it has run.
  {
    files: ['src/server/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))' },
      ],
    },
  },
  prettier,
);
