/**
 * Which addresses each part of the server serves (docs/decisions/166). A module (a folder of
 * modules/) serves the paths under its prefixes, which name its own concept; what registers
 * routes outside the modules is named by its file under src/server. A path is under a prefix
 * when it is the prefix or continues it after a `/`. No prefix is another owner's or lies under
 * one: one address, one owner. docs/routes.md lists every route with its owner
 * (`npm run routes`), and test/api/route-table.test.ts holds the app to this file.
 */
export const routePrefixes: Readonly<Record<string, readonly string[]>> = {
  alerts: ['/unsubscribe'],
  analytics: ['/api/v1/analytics'],
  'api-keys': ['/api/v1/api-keys'],
  auth: ['/api/v1/auth', '/dev-idp'],
  cars: ['/api/v1/car'],
  config: ['/api/v1/config'],
  'dealer-profiles': ['/api/v1/dealer'],
  favourites: ['/api/v1/favourites'],
  health: ['/api/v1/health', '/api/v1/ready'],
  // The lead inbox's counts and the operators' review of reported listings are the leads
  // module's too.
  leads: ['/api/v1/leads', '/api/v1/reports', '/api/v1/operator', '/api/v1/inbox-counts'],
  mail: ['/dev-mail'],
  pictures: ['/api/v1/pictures'],
  'saved-searches': ['/api/v1/saved-searches'],
  stock: ['/api/v1/stock'],
  seo: ['/robots.txt', '/sitemap.xml', '/sitemap'],
  team: ['/api/v1/team'],
  users: ['/api/v1/user'],
  // The local storage's files.
  app: ['/media'],
  // The API's OpenAPI document and the reference page that reads it (docs/decisions/170).
  'plugins/openapi': ['/api/openapi.json', '/api/docs'],
  // Prometheus metrics, to a token only (docs/decisions/184).
  'metrics/serve-metrics': ['/metrics'],
};

export interface FixedRoute {
  method: string;
  path: string;
  owner: string;
}

/**
 * The routes whose method and path the API contract fixes: they never change. The team's three
 * and the stock API's three (docs/decisions/174: a dealer's system calls them, and its address
 * names the dealership that the key acts as) lie under the dealer profiles' prefix, the only
 * addresses an owner serves outside its own.
 */
export const fixedRoutes: readonly FixedRoute[] = [
  { method: 'GET', path: '/api/v1/user/verify', owner: 'users' },
  { method: 'POST', path: '/api/v1/user/update', owner: 'users' },
  { method: 'GET', path: '/api/v1/car/search', owner: 'cars' },
  { method: 'GET', path: '/api/v1/dealer', owner: 'dealer-profiles' },
  { method: 'POST', path: '/api/v1/dealer/team', owner: 'team' },
  { method: 'POST', path: '/api/v1/dealer/team/accept', owner: 'team' },
  { method: 'POST', path: '/api/v1/dealer/team/reject', owner: 'team' },
  { method: 'GET', path: '/api/v1/dealer/stock', owner: 'stock' },
  { method: 'PUT', path: '/api/v1/dealer/stock/:stockNumber', owner: 'stock' },
  { method: 'DELETE', path: '/api/v1/dealer/stock/:stockNumber', owner: 'stock' },
];

/** Whether `path` is `prefix` or continues it after a `/`. */
export const isUnder = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);
