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
   * asking for it (status 302, docs/decisions/182): nothing else is sent.
   */
  location?: string | undefined;
}
