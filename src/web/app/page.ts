import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import { siteTitle } from '../components/seo/site-title';
import type * as pageHeads from './page-head';
import type { HeadContext, HeadFields, PageHead } from './page-head';

/*
 * A public page's declaration (docs/decisions/159-page-declared-once.md): what it loads, its
 * title, the rest of its head and its status, written once beside its screen and carried by its
 * route (`publicRoute` in router.tsx). The server writes the page's first HTML from it
 * (entry-server.tsx); in the browser, `DeclaredPage` loads the same data on each visit and
 * writes the same title into `document.title`.
 */

/** Where a page is: its route's params, its address's search, and the names it reads them with. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
  vehicleNames: VehicleNames;
}

/** What a title is written with: the page's language, its strings and names. */
export type TitleContext = Pick<HeadContext, 't' | 'language' | 'vehicleNames'>;

/**
 * The builders of the head (page-head.ts), handed to `head` by the server rather than imported
 * by the declarations: the browser writes only the title, and a declaration is in its bundle.
 */
export type PageHeads = typeof pageHeads;

export interface PageParts<Record, Data, Title extends string | undefined> {
  /**
   * Fetches into `queries` what the page shows (besides its record, if it is of one), with the
   * query options its screen reads: the server writes the page once it has; the browser starts
   * it on each visit.
   */
  load: (address: PageAddress, queries: QueryClient, record: Record) => Promise<Data>;
  /**
   * The page's name in its title (the site's name is added); none: the site's own title. The
   * server's `<title>` and the browser's `document.title` both, so a crawler that runs the
   * script reads the title the server wrote.
   */
  title: (context: TitleContext, page: { address: PageAddress; record: Record }) => Title;
  /** The rest of its head and its status, written by the server only. */
  head: (
    heads: PageHeads,
    context: HeadContext,
    page: { address: PageAddress; record: Record; data: Data; title: Title },
  ) => HeadFields;
  /** The server writes only the head and leaves the page to the browser. */
  renderedBy?: 'browser';
  /**
   * The page's one address, unprefixed, when this address is another way of asking for it (a
   * search's typed text read into its criteria, docs/decisions/182): the server answers a 302
   * there instead of writing the page, and the screen replaces its address in the browser.
   */
  movedTo?: (page: { address: PageAddress; record: Record; data: Data }) => string | undefined;
}

/**
 * What the server writes of a page: its head, and its HTML unless the browser renders it; or
 * the address the page has moved to (unprefixed, with the query), and whether for good.
 */
export type WrittenPage =
  | { head: PageHead; body: boolean }
  | { movedTo: string; status: typeof movedForGood | typeof movedForNow };

/** A record's old address (301); another way of asking for a page (302). */
export const movedForGood = 301;
export const movedForNow = 302;

/**
 * A page's declaration, made by `definePage` or `defineRecordPage` (record-page.ts); routes carry
 * it as `handle`.
 */
export class Page {
  constructor(
    /**
     * The page's head once what it shows is in `queries`. An API error throws, but for a record
     * the API does not know: that page is its `missing` one.
     */
    readonly write: (
      heads: PageHeads,
      context: HeadContext,
      address: PageAddress,
      queries: QueryClient,
    ) => Promise<WrittenPage>,
    /**
     * In the browser: loads the page into `queries` as the server does, and hands `show` its
     * whole title whenever it is known or changes. Returns the stop.
     */
    readonly follow: (
      context: TitleContext,
      address: PageAddress,
      queries: QueryClient,
      show: (title: string) => void,
    ) => () => void,
  ) {}
}

/** For a page that fetches nothing of its own (its content is the browser's, or none). */
export const nothingToLoad = async (): Promise<undefined> => undefined;

/** The screens show what failed to load; the loading started for them has nothing to add. */
export const startLoading = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/** The server's side of a declaration: what the page shows, then its head from that. */
export async function writePage<Record, Data, Title extends string | undefined>(
  parts: PageParts<Record, Data, Title>,
  heads: PageHeads,
  context: HeadContext,
  address: PageAddress,
  queries: QueryClient,
  record: Record,
): Promise<WrittenPage> {
  const data = await parts.load(address, queries, record);
  const movedTo = parts.movedTo?.({ address, record, data });
  if (movedTo !== undefined) return { movedTo, status: movedForNow };
  const title = parts.title(context, { address, record });
  return {
    head: {
      ...parts.head(heads, context, { address, record, data, title }),
      title: siteTitle(context.t, title),
    },
    body: parts.renderedBy !== 'browser',
  };
}

/** A page of no API record: home, the listings, a landing page, the not-found pages. */
export function definePage<Data, Title extends string | undefined>(
  parts: PageParts<undefined, Data, Title>,
): Page {
  return new Page(
    (heads, context, address, queries) =>
      writePage(parts, heads, context, address, queries, undefined),
    (context, address, queries, show) => {
      startLoading(parts.load(address, queries, undefined));
      show(siteTitle(context.t, parts.title(context, { address, record: undefined })));
      return () => undefined;
    },
  );
}
