import dns from 'node:dns';
import { once } from 'node:events';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxUploadBytes } from '#shared/reference/limits';
import {
  fetchOutsideUrl,
  isPublicAddress,
  maxOutsideRedirects,
  OutsideFetchError,
  type OutsideFetchOptions,
} from './outside-fetch';

const picture = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

/** Writes until the reader goes away, never ending: only a reader that stops can finish. */
function pourForever(response: ServerResponse) {
  const chunk = Buffer.alloc(4096, 1);
  const pour = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pour);
  };
  pour();
}

/** A local server of the answers the tests need; it records each path asked for. */
async function startServer() {
  const paths: string[] = [];
  const closed: Record<string, Promise<unknown>> = {};
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    paths.push(url.pathname);
    closed[url.pathname] = once(response, 'close');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left > 0) {
        response.writeHead(302, { location: `/hops/${left - 1}` }).end();
        return;
      }
    }
    switch (hops ? '/picture' : url.pathname) {
      case '/picture':
        response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
        return;
      case '/text':
        response.writeHead(200, { 'content-type': 'image/png' }).end('only words, no picture');
        return;
      case '/host':
        response.end(request.headers.host);
        return;
      case '/to':
        response.writeHead(302, { location: url.searchParams.get('url') ?? '' }).end();
        return;
      case '/missing':
        response.writeHead(404).end('no such file');
        return;
      case '/declared-too-large':
        // Declares one byte over the tests' limit and sends a little, never the rest.
        response.writeHead(200, { 'content-length': '1001' }).write('0123456789');
        return;
      case '/pour':
        response.writeHead(200, { 'content-type': 'text/csv' });
        pourForever(response);
        return;
      case '/stall':
        response.writeHead(200).write('the first bytes, then nothing');
        return;
      case '/silent':
        return;
      default:
        response.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    paths,
    /** Resolves when the answer to `path` has closed (sent whole, or cut off by the reader). */
    closedOf: (path: string) => closed[path],
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

type LocalServer = Awaited<ReturnType<typeof startServer>>;

/** The refusal a fetch ends in; a fetch that succeeds fails the test. */
async function refusal(fetching: Promise<unknown>): Promise<OutsideFetchError> {
  try {
    await fetching;
  } catch (error) {
    if (error instanceof OutsideFetchError) return error;
    throw error;
  }
  throw new Error('fetched, but it should have been refused');
}

// Every test waits on real sockets; on a busy two-core machine a second is not much.
describe('fetchOutsideUrl', { timeout: 60_000 }, () => {
  let local: LocalServer;
  let other: LocalServer;
  let base: string;
  let allowed: OutsideFetchOptions;

  beforeAll(async () => {
    local = await startServer();
    other = await startServer();
    base = `http://127.0.0.1:${local.port}`;
    allowed = { maxBytes: maxUploadBytes, allowedHosts: new Set([`127.0.0.1:${local.port}`]) };
  });
  afterAll(async () => {
    await local?.close();
    await other?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    local.paths.length = 0;
    other.paths.length = 0;
  });

  it('refuses the local server by default, by address and by a name that resolves to it', async () => {
    const options = { maxBytes: maxUploadBytes, allowedHosts: new Set<string>() };
    for (const url of [
      `${base}/picture`,
      `http://localhost:${local.port}/picture`,
      `http://[::1]:${local.port}/picture`,
      `http://[::ffff:127.0.0.1]:${local.port}/picture`,
      `http://0x7f.1:${local.port}/picture`,
    ]) {
      const refused = await refusal(fetchOutsideUrl(url, options));
      expect(refused.reason, url).toBe('notPublic');
      expect(refused.message).toBe('The address points inside a private network');
    }
    // Another port of an allowed host is not allowed.
    const otherPort = await refusal(fetchOutsideUrl(`http://127.0.0.1:${other.port}/`, allowed));
    expect(otherPort.reason).toBe('notPublic');
    expect(local.paths).toEqual([]);
    expect(other.paths).toEqual([]);
  });

  it('fetches an allowed host and port, by address or by name', async () => {
    const file = await fetchOutsideUrl(`${base}/picture`, allowed);
    expect(file.body.equals(picture)).toBe(true);
    expect(file.contentType).toBe('image/png');
    expect(file.url).toBe(`${base}/picture`);

    const byName = await fetchOutsideUrl(`http://LocalHost:${local.port}/picture?size=big`, {
      ...allowed,
      allowedHosts: new Set([`localhost:${local.port}`]),
    });
    expect(byName.body.equals(picture)).toBe(true);
    expect(byName.url).toBe(`http://localhost:${local.port}/picture?size=big`);
  });

  it('connects to the addresses it checked, keeping the host name for the Host header', async () => {
    const resolve = vi
      .spyOn(dns.promises, 'lookup')
      .mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    // Were the connection to ask DNS again, a rebinding answer could send it elsewhere.
    const askedAgain = vi.spyOn(dns, 'lookup');
    const file = await fetchOutsideUrl(`http://photos.dealer.test:${local.port}/host`, {
      ...allowed,
      allowedHosts: new Set([`photos.dealer.test:${local.port}`]),
    });
    expect(file.body.toString()).toBe(`photos.dealer.test:${local.port}`);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(askedAgain).not.toHaveBeenCalled();
  });

  it('refuses a name with any private address among its answers', async () => {
    const options = { maxBytes: maxUploadBytes, allowedHosts: new Set<string>() };
    for (const answers of [
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
      [
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
        { address: '::ffff:169.254.169.254', family: 6 },
      ],
    ]) {
      vi.spyOn(dns.promises, 'lookup').mockResolvedValue(answers as never);
      const refused = await refusal(fetchOutsideUrl('https://photos.dealer.test/car.jpg', options));
      expect(refused.reason, JSON.stringify(answers)).toBe('notPublic');
    }
  });

  it('follows 3 redirects, each checked again, and refuses a fourth', async () => {
    const followed = await fetchOutsideUrl(`${base}/hops/${maxOutsideRedirects}`, allowed);
    expect(followed.body.equals(picture)).toBe(true);
    expect(followed.url).toBe(`${base}/hops/0`);
    expect(maxOutsideRedirects).toBe(3);

    local.paths.length = 0;
    const tooMany = await refusal(fetchOutsideUrl(`${base}/hops/4`, allowed));
    expect(tooMany.reason).toBe('tooManyRedirects');
    expect(tooMany.message).toBe('The address redirects more than 3 times');
    expect(local.paths).toEqual(['/hops/4', '/hops/3', '/hops/2', '/hops/1']);
  });

  it('refuses a redirect to the metadata service, another local port, or another scheme', async () => {
    for (const [target, reason] of [
      ['http://169.254.169.254/latest/meta-data/', 'notPublic'],
      [`http://127.0.0.1:${other.port}/picture`, 'notPublic'],
      ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'notPublic'],
      ['file:///etc/passwd', 'badUrl'],
    ] as const) {
      const url = `${base}/to?url=${encodeURIComponent(target)}`;
      const refused = await refusal(fetchOutsideUrl(url, allowed));
      expect(refused.reason, target).toBe(reason);
      expect(refused.message, target).toMatch(/^The address it redirects to /);
    }
    expect(other.paths).toEqual([]);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const refused = await refusal(
      fetchOutsideUrl(`${base}/declared-too-large`, {
        ...allowed,
        maxBytes: 1000,
        timeoutMs: 30_000,
      }),
    );
    expect(refused.reason).toBe('tooLarge');
    expect(refused.message).toBe('The file is larger than 1,000 bytes, the limit');
  });

  it('cuts off a body without a length once it passes the limit', async () => {
    const refused = await refusal(
      fetchOutsideUrl(`${base}/pour`, { ...allowed, maxBytes: 10_000, timeoutMs: 30_000 }),
    );
    expect(refused.reason).toBe('tooLarge');
    // The server never ends this answer: only the reader's cutting it off closes it.
    await local.closedOf('/pour');
    expect(
      (await refusal(fetchOutsideUrl(`${base}/pour`, { ...allowed, timeoutMs: 30_000 }))).message,
    ).toBe('The file is larger than 4,194,304 bytes (4 MB), the limit');
  });

  it('takes a body of exactly the limit', async () => {
    const file = await fetchOutsideUrl(`${base}/picture`, { ...allowed, maxBytes: picture.length });
    expect(file.body.length).toBe(picture.length);
  });

  it('gives up at the time limit, before the answer or during the body', async () => {
    for (const path of ['/silent', '/stall']) {
      const started = performance.now();
      const refused = await refusal(
        fetchOutsideUrl(`${base}${path}`, { ...allowed, timeoutMs: 300 }),
      );
      expect(refused.reason, path).toBe('timeout');
      expect(refused.message).toBe('The address did not answer in full within 0.3 s');
      // Far below the default 15 s, whatever the machine's load.
      expect(performance.now() - started).toBeLessThan(10_000);
      await local.closedOf(path);
    }
  });

  it('refuses an answer that is not 2xx, with its status', async () => {
    const refused = await refusal(fetchOutsideUrl(`${base}/missing`, allowed));
    expect(refused.reason).toBe('status');
    expect(refused.status).toBe(404);
    expect(refused.message).toBe('The server answered 404 Not Found instead of the file');
  });

  it('checks a picture by its first bytes when asked, whatever its Content-Type says', async () => {
    const refused = await refusal(fetchOutsideUrl(`${base}/text`, { ...allowed, picture: true }));
    expect(refused.reason).toBe('notAPicture');
    expect(refused.message).toBe('The file is not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture');
    const words = await fetchOutsideUrl(`${base}/text`, allowed);
    expect(words.body.toString()).toBe('only words, no picture');
    const file = await fetchOutsideUrl(`${base}/picture`, { ...allowed, picture: true });
    expect(file.body.equals(picture)).toBe(true);
  });

  it('refuses an address that is not http(s), or carries a user name or password, unresolved', async () => {
    const resolve = vi.spyOn(dns.promises, 'lookup');
    const addresses: [url: string, message: string][] = [
      ['ftp://photos.example/car.jpg', 'The address does not start with http:// or https://'],
      ['file:///etc/passwd', 'The address does not start with http:// or https://'],
      ['gopher://127.0.0.1:6379/_INFO', 'The address does not start with http:// or https://'],
      ['data:image/png;base64,iVBORw0KGgo=', 'The address does not start with http:// or https://'],
      ['javascript:alert(1)', 'The address does not start with http:// or https://'],
      [
        'http://dealer:secret@photos.example/car.jpg',
        'The address contains a user name or password',
      ],
      ['https://dealer@photos.example/car.jpg', 'The address contains a user name or password'],
      ['photos.example/car.jpg', 'The address is not a web address'],
      ['http://', 'The address is not a web address'],
      ['', 'The address is not a web address'],
    ];
    for (const [url, message] of addresses) {
      const refused = await refusal(fetchOutsideUrl(url, allowed));
      expect(refused.reason, url).toBe('badUrl');
      expect(refused.message, url).toBe(message);
    }
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('isPublicAddress', () => {
  it.each([
    // IPv4: this network, private, shared, loopback, link-local, special and reserved ranges.
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['169.254.169.254', false],
    ['169.254.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['192.88.99.1', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    // IPv4: public, some beside the ranges above.
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['11.0.0.1', true],
    ['100.63.255.255', true],
    ['100.128.0.1', true],
    ['169.253.255.255', true],
    ['172.15.255.255', true],
    ['172.32.0.1', true],
    ['192.169.0.1', true],
    ['198.20.0.1', true],
    ['223.255.255.255', true],
    // IPv6: unspecified, loopback, link-local, unique-local, multicast, special ranges.
    ['::', false],
    ['::1', false],
    ['0:0:0:0:0:0:0:1', false],
    ['fe80::1', false],
    ['febf:ffff::1', false],
    ['fe80::1%eth0', false],
    ['fec0::1', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['ff02::1', false],
    ['100::1', false],
    ['2001:db8::1', false],
    ['2001::1', false],
    ['2002:7f00:1::1', false],
    ['3fff::1', false],
    // IPv4-mapped, IPv4-compatible and NAT64 forms: the IPv4 address inside decides.
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:c0a8:101', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:0.0.0.0', false],
    ['::127.0.0.1', false],
    ['::8.8.8.8', false],
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:808:808', true],
    ['64:ff9b::8.8.8.8', true],
    // IPv6: global unicast.
    ['2001:4860:4860::8888', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    // Not addresses at all.
    ['localhost', false],
    ['', false],
    ['1.2.3', false],
    ['127.1', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
