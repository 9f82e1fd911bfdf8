import type { ContactChannel } from '#shared/schemas/lead';

/**
 * Counts a tap on a car's Call or WhatsApp button for its dealer as a lead. A beacon: the call
 * or the chat opens at once, and the count still arrives when the page is left for the app.
 */
export function countContact(carId: string, channel: ContactChannel): void {
  const url = `/api/v1/leads/car/${encodeURIComponent(carId)}/contacts/${channel}`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
