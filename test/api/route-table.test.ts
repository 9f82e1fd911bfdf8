import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedRoutes, isUnder, routePrefixes } from '#server/route-owners';
import {
  collectRoutes,
  routesFile,
  routeTableMarkdown,
  type RouteRow,
} from '../../scripts/route-table';

describe('the route table', () => {
  let rows: RouteRow[];
  /** The app's routes, without the not-found handler. */
  let routes: RouteRow[];
  beforeAll(async () => {
    rows = await collectRoutes();
    routes = rows.filter((row) => row.path.startsWith('/'));
  });

  it('is written in docs/routes.md as the app registers it', async () => {
    expect(
      await readFile(routesFile, 'utf8'),
      "docs/routes.md is not the app's routes: run `npm run routes`",
    ).toBe(await routeTableMarkdown(rows));
  });

  it("holds every route under its owner's prefixes, or among its owner's fixed routes", () => {
    const misplaced = routes
      .filter((route) => {
        const fixed = fixedRoutes.some(
          (entry) =>
            entry.path === route.path &&
            entry.owner === route.owner &&
            route.methods.includes(entry.method),
        );
        const prefixes = routePrefixes[route.owner] ?? [];
        return !fixed && !prefixes.some((prefix) => isUnder(route.path, prefix));
      })
      .map((route) => `${route.methods.join(', ')} ${route.path} (${route.owner}, ${route.file})`);
    expect(misplaced, 'add the prefix to src/server/route-owners.ts, or move the route').toEqual(
      [],
    );
  });

  it('serves each fixed route, by its owner', () => {
    for (const entry of fixedRoutes) {
      const served = routes.filter(
        (route) => route.path === entry.path && route.methods.includes(entry.method),
      );
      expect(
        served.map((route) => route.owner),
        `${entry.method} ${entry.path}`,
      ).toEqual([entry.owner]);
    }
  });

  it('gives no two owners one prefix, nor one under the other', () => {
    const owned = Object.entries(routePrefixes).flatMap(([owner, prefixes]) =>
      prefixes.map((prefix) => ({ owner, prefix })),
    );
    const shared = owned.flatMap((a) =>
      owned
        .filter((b) => a !== b && isUnder(b.prefix, a.prefix))
        .map((b) => `${a.prefix} (${a.owner}) holds ${b.prefix} (${b.owner})`),
    );
    expect(shared).toEqual([]);
  });

  it('declares prefixes only for owners that serve routes under them', () => {
    const unused = Object.entries(routePrefixes).flatMap(([owner, prefixes]) =>
      prefixes
        .filter(
          (prefix) => !routes.some((route) => route.owner === owner && isUnder(route.path, prefix)),
        )
        .map((prefix) => `${prefix} (${owner})`),
    );
    expect(unused).toEqual([]);
  });
});
