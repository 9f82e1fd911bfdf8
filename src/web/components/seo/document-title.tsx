import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteTitle } from './site-title';

/**
 * Sets the document title of a signed-in screen (a public page's comes from its declaration:
 * app/page.ts). It writes `document.title` (one <title>, the one the server put in index.html)
 * rather than rendering a second <title> element.
 */
export function DocumentTitle({ title }: { title?: string | undefined }) {
  const { t } = useTranslation();
  const text = siteTitle(t, title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
