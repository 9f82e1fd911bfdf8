import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title of a screen: "Toyota Corolla 2021 · Arabeya". It writes
 * `document.title` (one <title>, the one the server put in index.html) rather than rendering a
 * second <title> element.
 */
export function DocumentTitle({ title }: { title?: string | undefined }) {
  const { t } = useTranslation();
  const text = title ? t('meta.title', { page: title }) : t('meta.homeTitle');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
