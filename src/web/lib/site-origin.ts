import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://arabeya.example`), for addresses written out in full (a car's
 * link in a WhatsApp message). The server renders with the configured public URL; the browser
 * knows its own.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export const useSiteOrigin = () => useContext(SiteOriginContext) ?? window.location.origin;
