import type { Language } from './reference/types';

/**
 * What the server asks the web app's server entry (src/web/entry-server.tsx) for each page it
 * answers with index.html, and what it gets back (docs/decisions/130).
 */
export interface PageRequest {
  /** The page's path without its language prefix, and its query (`?make=toyota` or ''). */
  path: string;
  search: string;
  language: Language;
  /** The public URL, for absolute addresses. */
  origin: string;
}

export interface RenderedPage {
  status: number;
  /** The page's own head tags: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** A public page's HTML inside #root, and what follows it (the data it was written with). */
  body?: { root: string; after: string } | undefined;
  /**
   * Where the page is, with its language prefix, when the address asked for is another way of
   * asking for it: nothing else is sent. Status 301 for a record's old or wrong address (a
   * dealer page's name changed), 302 for a search's typed text read into its criteria
   * (docs/decisions/182).
   */
  location?: string | undefined;
}
