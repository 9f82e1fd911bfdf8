import type { PageViewBody } from '#shared/schemas/analytics';

export const pageViewUrl = '/api/v1/analytics/pageview';
/** `maxPageViewTitleLength` of the shared schema (not imported: it would bring zod along). */
export const maxTitleLength = 300;

/** The browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Reports a page view (docs/decisions/040): a beacon where the browser has one, else a
 * keepalive fetch; fire-and-forget, never throws, nothing when the browser refuses tracking.
 */
export function sendPageView(body: PageViewBody): void {
  try {
    if (trackingRefused()) return;
    const data = JSON.stringify({ ...body, title: body.title.slice(0, maxTitleLength) });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(pageViewUrl, data)) {
      return;
    }
    fetch(pageViewUrl, {
      method: 'POST',
      keepalive: true,
      body: data,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {});
  } catch {
    // Analytics never breaks the page.
  }
}
