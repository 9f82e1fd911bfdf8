import type { FastifyBaseLogger } from 'fastify';
import type { NewPageView } from './analytics.repository';

/** Google Analytics 4 Measurement Protocol. */
export const ga4Endpoint = 'https://www.google-analytics.com/mp/collect';
const timeoutMs = 5_000;

export interface Ga4Options {
  measurementId: string;
  apiSecret: string;
  /** Page paths become `page_location` URLs on this origin. */
  publicUrl: string;
  fetch: typeof fetch;
}

/**
 * The Measurement Protocol body of one page view. `client_id` is the daily visitor key; the
 * IP address and the user agent are never sent (no `ip_override`, no `user_agent`).
 */
export function ga4PageViewPayload(view: NewPageView, publicUrl: string) {
  return {
    client_id: view.visitorKey,
    timestamp_micros: view.viewedAt.getTime() * 1000,
    non_personalized_ads: true,
    events: [
      {
        name: 'page_view',
        params: {
          page_location: `${publicUrl}${view.path}`,
          page_title: view.title,
          ...(view.referrerPath !== null && { page_referrer: `${publicUrl}${view.referrerPath}` }),
          language: view.language,
        },
      },
    ],
  };
}

/**
 * Sends page views to GA4 without waiting: the caller never awaits it, and a failure (network,
 * timeout, non-2xx answer) is only logged.
 */
export function ga4Forwarder(options: Ga4Options) {
  const url = `${ga4Endpoint}?${new URLSearchParams({
    measurement_id: options.measurementId,
    api_secret: options.apiSecret,
  })}`;
  const send = async (view: NewPageView, log: FastifyBaseLogger) => {
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ga4PageViewPayload(view, options.publicUrl)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) log.warn({ status: response.status }, 'GA4 refused a page view');
  };
  return (view: NewPageView, log: FastifyBaseLogger): void => {
    send(view, log).catch((error: unknown) => {
      log.warn({ err: error }, 'GA4 page view not sent');
    });
  };
}
export type Ga4Forwarder = ReturnType<typeof ga4Forwarder>;
