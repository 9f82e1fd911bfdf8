import { randomBytes } from 'node:crypto';

/** Opaque ids with a readable prefix; never numeric, so JSON objects keyed by them keep order. */
export function newId(
  prefix:
    | 'car'
    | 'dlr'
    | 'usr'
    | 'pic'
    | 'logo'
    | 'tm'
    | 'ses'
    | 'srch'
    | 'mail'
    | 'lead'
    | 'note'
    | 'rpt'
    | 'imp'
    | 'feed',
): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
