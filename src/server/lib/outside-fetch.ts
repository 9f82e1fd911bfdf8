import dns, { type LookupAddress } from 'node:dns';
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { addAbortSignal } from 'node:stream';
import { allowedPictureFormats, isAllowedPicture, pictureHeadLength } from './picture-formats';

/**
 * Fetching a URL a dealer gave us (a photo, a stock feed) without letting that URL reach what
 * only the server can reach: its own ports, the private network, the cloud's metadata service
 * (docs/decisions/171).
 */

export const defaultOutsideFetchTimeoutMs = 15_000;
/** Redirects followed; one more is refused. */
export const maxOutsideRedirects = 3;

export type OutsideFetchReason =
  | 'badUrl'
  | 'notPublic'
  | 'unknownHost'
  | 'tooManyRedirects'
  | 'tooLarge'
  | 'timeout'
  | 'status'
  | 'notAPicture'
  | 'network';

/** Why a URL was not fetched; the message is written for the dealer who gave it. */
export class OutsideFetchError extends Error {
  /** The HTTP status of a `status` refusal. */
  readonly status: number | undefined;

  constructor(
    readonly reason: OutsideFetchReason,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, { cause: options?.cause });
    this.status = options?.status;
  }
}

export interface OutsideFetchOptions {
  /** The largest body taken, in bytes. */
  maxBytes: number;
  /** For resolving, connecting, every redirect and the body together. */
  timeoutMs?: number;
  /**
   * `host:port` pairs let through although their addresses are not public (`hostAndPort`); the
   * tests' local servers (OUTSIDE_FETCH_ALLOWED_HOSTS), never a deployment's.
   */
  allowedHosts: ReadonlySet<string>;
  /** Refuse a body that is not a picture of a format uploads take, told by its first bytes. */
  picture?: boolean;
}

export interface OutsideFile {
  body: Buffer;
  /** Where the body came from, after redirects. */
  url: string;
  contentType: string | undefined;
}

/** A URL's host and port as the allow-list names them: `example.com:443`, `[::1]:8080`. */
export function hostAndPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

// Addresses that are not on the public internet, or that no dealer's server has: this network,
// private, shared (carrier-grade NAT), loopback, link-local (the metadata service at
// 169.254.169.254), IETF protocol assignments, documentation, the 6to4 relay, benchmarking,
// multicast, and the reserved block with the broadcast address.
const nonPublicIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublicIpv4.addSubnet(network, prefix, 'ipv4');
}

// IPv6 is public only within global unicast (2000::/3): that leaves out ::, ::1, the deprecated
// IPv4-compatible ::/96, unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8 and the
// rest. Within it, the IETF's protocol assignments (Teredo among them, which carries an IPv4
// address), documentation, and 6to4, which carries an IPv4 address a relay would reach.
const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');
const nonPublicGlobalIpv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  nonPublicGlobalIpv6.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in text, or undefined (a zone, `%eth0`, included). */
function ipv6Bytes(text: string): Buffer | undefined {
  if (isIP(text) !== 6 || text.includes('%')) return undefined;
  // A trailing dotted IPv4 part (`::ffff:127.0.0.1`) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const hex = dotted
    ? text.slice(0, dotted.index) +
      [1, 3]
        .map((at) => ((Number(dotted[at]) << 8) | Number(dotted[at + 1])).toString(16))
        .join(':')
    : text;
  const [head = '', tail] = hex.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
  return bytes;
}

// IPv6 forms whose last four bytes are an IPv4 address the connection ends up at: mapped
// (::ffff:0:0/96) and NAT64 (64:ff9b::/96, what DNS64 answers on an IPv6-only network).
const ipv4MappedPrefix = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]);
const nat64Prefix = Buffer.from([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]);

/** Whether an IP address is on the public internet; anything that is not an address is not. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 4) return !nonPublicIpv4.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const prefix = bytes.subarray(0, 12);
  if (prefix.equals(ipv4MappedPrefix) || prefix.equals(nat64Prefix)) {
    return isPublicAddress([...bytes.subarray(12)].join('.'));
  }
  return globalUnicastIpv6.check(address, 'ipv6') && !nonPublicGlobalIpv6.check(address, 'ipv6');
}

type Where = 'The address' | 'The address it redirects to';

/** The URL to fetch, or a refusal: only http(s), and no user name or password in it. */
function outsideUrl(text: string, base?: URL): URL {
  const where: Where = base ? 'The address it redirects to' : 'The address';
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutsideFetchError('badUrl', `${where} is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutsideFetchError('badUrl', `${where} does not start with http:// or https://`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutsideFetchError('badUrl', `${where} contains a user name or password`);
  }
  return url;
}

/** `work`, or the deadline's reason once it passes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

type Addresses = [LookupAddress, ...LookupAddress[]];

/**
 * The addresses the URL's host has, all of them public (or the host allowed by name and port).
 * One private answer among public ones refuses the host: which one a connection would take is
 * not ours to choose.
 */
async function vettedAddresses(
  url: URL,
  where: Where,
  allowedHosts: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<Addresses> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  const family = isIP(host);
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await untilAborted(dns.promises.lookup(host, { all: true }), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') {
        throw new OutsideFetchError('unknownHost', `${where} names a server that does not exist`, {
          cause: error,
        });
      }
      throw error;
    }
  }
  const [first, ...rest] = addresses;
  if (!first) {
    throw new OutsideFetchError('unknownHost', `${where} names a server that does not exist`);
  }
  const allowed = allowedHosts.has(hostAndPort(url));
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new OutsideFetchError('notPublic', `${where} points inside a private network`);
  }
  return [first, ...rest];
}

/**
 * A `lookup` that answers the vetted addresses and asks DNS nothing, so that the connection
 * goes where the check looked even if the name's answer changes meanwhile (DNS rebinding).
 */
function pinnedLookup(addresses: Addresses): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

const megabyte = 1024 * 1024;

function tooLarge(maxBytes: number): OutsideFetchError {
  const megabytes =
    maxBytes >= megabyte ? ` (${Math.round((maxBytes / megabyte) * 10) / 10} MB)` : '';
  return new OutsideFetchError(
    'tooLarge',
    `The file is larger than ${maxBytes.toLocaleString('en-US')} bytes${megabytes}, the limit`,
  );
}

const notAPicture = () =>
  new OutsideFetchError('notAPicture', `The file is not a ${allowedPictureFormats} picture`);

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

type Answer = { kind: 'file'; file: OutsideFile } | { kind: 'redirect'; location: string };

/** The body of the answer, read to `maxBytes` and checked as a picture when asked. */
async function readBody(response: IncomingMessage, options: OutsideFetchOptions): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > options.maxBytes) throw tooLarge(options.maxBytes);
  const chunks: Buffer[] = [];
  let received = 0;
  let headChecked = !options.picture;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > options.maxBytes) throw tooLarge(options.maxBytes);
    chunks.push(chunk);
    // Checked as soon as the head is in, so a large file of another kind is not read whole.
    if (!headChecked && received >= pictureHeadLength) {
      if (!isAllowedPicture(Buffer.concat(chunks, pictureHeadLength))) throw notAPicture();
      headChecked = true;
    }
  }
  const body = Buffer.concat(chunks, received);
  if (!headChecked && !isAllowedPicture(body)) throw notAPicture();
  return body;
}

/** One request: the file, or where it redirects. */
async function fetchOnce(
  url: URL,
  where: Where,
  options: OutsideFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const addresses = await vettedAddresses(url, where, options.allowedHosts, signal);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const requestOptions: https.RequestOptions = {
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    // The Host header and the TLS server name stay the URL's host: a server with many sites
    // answers for the one asked, and the certificate is checked against the name.
    headers: {
      host: url.host,
      'user-agent': 'Arabeya',
      accept: '*/*',
      // Bytes are counted as they arrive; a compressed body could unpack past the limit.
      'accept-encoding': 'identity',
    },
    servername: isIP(hostname) === 0 ? hostname : undefined,
    lookup: pinnedLookup(addresses),
    // No pooled connection: each one is made to the addresses just vetted.
    agent: false,
    signal,
  };
  const request =
    url.protocol === 'https:' ? https.request(requestOptions) : http.request(requestOptions);
  // Failures reach us through `once` below, or through the body they cut short; one after that
  // (the `destroy` at the end) is nobody's.
  request.on('error', () => undefined);
  try {
    request.end();
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    addAbortSignal(signal, response);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (redirectStatuses.has(status) && location) return { kind: 'redirect', location };
    if (status < 200 || status > 299) {
      const text = http.STATUS_CODES[status];
      throw new OutsideFetchError(
        'status',
        `The server answered ${status}${text ? ` ${text}` : ''} instead of the file`,
        { status },
      );
    }
    const body = await readBody(response, options);
    const contentType = response.headers['content-type'];
    return { kind: 'file', file: { body, url: url.href, contentType } };
  } finally {
    // Whatever was not read is not wanted.
    request.destroy();
  }
}

/**
 * Fetches a URL from the internet, only if it leads to public addresses: http(s) with no user
 * name or password; each host's addresses all public (or allowed by name and port, in tests)
 * and the connection pinned to them; at most `maxOutsideRedirects` redirects, each checked
 * again; at most `maxBytes`; everything within `timeoutMs`; a 2xx answer. Refusals are
 * `OutsideFetchError`s.
 */
export async function fetchOutsideUrl(
  address: string,
  options: OutsideFetchOptions,
): Promise<OutsideFile> {
  const timeoutMs = options.timeoutMs ?? defaultOutsideFetchTimeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let url = outsideUrl(address);
    let where: Where = 'The address';
    for (let redirects = 0; ; redirects++) {
      const answer = await fetchOnce(url, where, options, deadline.signal);
      if (answer.kind === 'file') return answer.file;
      if (redirects === maxOutsideRedirects) {
        throw new OutsideFetchError(
          'tooManyRedirects',
          `The address redirects more than ${maxOutsideRedirects} times`,
        );
      }
      url = outsideUrl(answer.location, url);
      where = 'The address it redirects to';
    }
  } catch (error) {
    if (error instanceof OutsideFetchError) throw error;
    if (deadline.signal.aborted) {
      throw new OutsideFetchError(
        'timeout',
        `The address did not answer in full within ${timeoutMs / 1000} s`,
        { cause: error },
      );
    }
    throw new OutsideFetchError('network', 'The server of the address could not be reached', {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
