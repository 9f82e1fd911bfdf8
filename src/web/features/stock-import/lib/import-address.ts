import { paths } from '../../../config/paths';

/** The address's parameter that names the import on screen, so a reload comes back to it. */
export const importParam = 'import';

/** The import screen at one import: it shows the step the import is at. */
export const importHref = (importId: string) =>
  `${paths.stockImport.getHref()}?${new URLSearchParams({ [importParam]: importId }).toString()}`;
