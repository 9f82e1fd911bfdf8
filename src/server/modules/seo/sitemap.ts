import { languages } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { inLanguage } from '#shared/rules/site-paths';

/** What a sitemap lists: a page (unprefixed path) and when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified: Date;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (sitemaps.org 0.9) of the pages, each in both languages. */
export function urlSet(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    languages.map(
      (language) =>
        `<url><loc>${escapeMarkup(origin + inLanguage(language, page.path))}</loc>` +
        `<lastmod>${page.lastModified.toISOString()}</lastmod></url>\n`,
    ),
  );
  return `${xmlHeader}<urlset xmlns="${sitemapNamespace}">\n${urls.join('')}</urlset>\n`;
}

/** A sitemap index (sitemaps.org 0.9) of the parts, by their paths. */
export function sitemapIndex(origin: string, parts: readonly SitemapPage[]): string {
  const entries = parts.map(
    (part) =>
      `<sitemap><loc>${escapeMarkup(origin + part.path)}</loc>` +
      `<lastmod>${part.lastModified.toISOString()}</lastmod></sitemap>\n`,
  );
  return `${xmlHeader}<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join('')}</sitemapindex>\n`;
}
