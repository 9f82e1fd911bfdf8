import type { TFunction } from 'i18next';

/** A page's whole title, "Toyota Corolla 2021 · Arabeya"; without a page, the site's own. */
export const siteTitle = (t: TFunction, page?: string) =>
  page ? t('meta.title', { page }) : t('meta.homeTitle');
