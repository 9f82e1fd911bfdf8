// Shared by the load and fault benchmarks (bench/soak.ts, bench/crash.ts, bench/pg-restart.ts)
// and bench/upload.ts: signing in over HTTP, car bodies and small JPEGs, open-loop request
// scheduling, answer statistics, the server's memory, and scratch PostgreSQL databases.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import sharp from 'sharp';
import type { CreateCarBody } from '#shared/schemas/car-write';

/** The PostgreSQL server the benchmarks create their scratch databases on (trust auth). */
export const postgresServerUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The per-IP limits on sign-ins, writes, reads and written pages (docs/decisions/041 and 148)
 * raised out of the way: every benchmark request comes from one address.
 */
export const unlimitedRates = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_READS_PER_MINUTE: '1000000',
  RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
};

/** Whether a PostgreSQL server answers at `url` within 3 s. */
export async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** Signs in through the bundled OpenID provider as a browser would, over real HTTP. */
export async function signIn(base: string, email: string, signal?: AbortSignal): Promise<string> {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    let target = new URL(url, base).toString();
    let options = init;
    for (let hops = 0; hops < 12; hops++) {
      const response = await fetch(target, {
        ...options,
        redirect: 'manual',
        headers: { ...options.headers, cookie: jar.header() },
        signal: signal ?? null,
      });
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      target = new URL(location, target).toString();
      options = {};
    }
    throw new Error('too many redirects');
  };
  const start = await go('/api/v1/auth/login?returnTo=%2Fmy-cars&mode=popup');
  const page = await start.text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new HttpFailure(start.status, `no sign-in form: ${page.slice(0, 200)}`);
  const callback = await go(action.replace(/&amp;/g, '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name: '' }).toString(),
  });
  const html = await callback.text();
  const json = /<script id="auth-result" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new HttpFailure(callback.status, `no sign-in result: ${html.slice(0, 200)}`);
  return (JSON.parse(json) as { token: string }).token;
}

/** A request answered with a status the caller did not expect. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The dealership the user administers (the demo dealer: Nile Motors). */
export async function adminDealerOf(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/user/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    user: { dealer_access: { dealerId: string; role: string }[] };
  };
  const dealerId = body.user.dealer_access.find((access) => access.role === 'admin')?.dealerId;
  if (!dealerId) throw new Error('the user administers no dealership');
  return dealerId;
}

/** A deterministic generator, so runs are alike. */
export function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick<T>(list: readonly T[]): T {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('picked from an empty list');
      return item;
    },
  };
}
export type Random = ReturnType<typeof randomSource>;

const carChoices = [
  { make: 'toyota', model: 'Corolla', fuelType: 'petrol', capacity: 1600, bodyStyle: 'sedan' },
  { make: 'hyundai', model: 'Tucson', fuelType: 'petrol', capacity: 2000, bodyStyle: 'suv' },
  { make: 'kia', model: 'Picanto', fuelType: 'petrol', capacity: 1200, bodyStyle: 'hatchback' },
  { make: 'bmw', model: 'iX3', fuelType: 'electric', capacity: 80, bodyStyle: 'suv' },
] as const;
const cityChoices = ['cairo', 'giza', 'alexandria'] as const;

/** A valid new car of the dealership, varied by `random`. */
export function carBody(dealerId: string, random: Random): CreateCarBody {
  const choice = random.pick(carChoices);
  return {
    dealerId,
    ...choice,
    model: `${choice.model} ${random.int(1000)}`,
    firstRegistration: 2010 + random.int(15),
    mileage: random.int(200) * 1000,
    condition: 'usedCar',
    totalOwners: random.int(4),
    transmission: random.next() < 0.7 ? 'automatic' : 'manual',
    city: random.pick(cityChoices),
    price: 300_000 + random.int(3000) * 1000,
    description: `Load test car ${random.int(1_000_000)}`,
    extras: [],
    status: 'active',
  };
}

/**
 * Raw RGB pixels of a photo-like picture: gradients, a wave and noise (`noise` wide), shifted
 * by `tint` so pictures of the same seed family differ.
 */
function noisyGradient(
  width: number,
  height: number,
  options: { seed: number; noise: number; tint: number; wave: number },
): Buffer {
  const random = randomSource(options.seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    const noise = (random.next() - 0.5) * options.noise;
    pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + noise + options.tint));
    pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 200 + 30 + noise));
    pixels[at + 2] = Math.max(0, Math.min(255, 128 + 60 * Math.sin(x / options.wave) + noise));
  }
  return pixels;
}

/** Small photo-like JPEGs (640x480, about 30-60 KB), each different. */
export async function smallJpegs(count: number): Promise<Buffer[]> {
  const [width, height] = [640, 480];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const pixels = noisyGradient(width, height, {
        seed: index + 1,
        noise: 40,
        tint: index * 7,
        wave: 40,
      });
      return sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
}

/**
 * Phone photos at the upload limit: 4000x3000 JPEGs, each under 4,194,304 bytes (the quality is
 * lowered until it fits), each different.
 */
export async function photoJpegs(count: number): Promise<Buffer[]> {
  const [width, height] = [4000, 3000];
  const photos: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const pixels = noisyGradient(width, height, {
      seed: 100 + index,
      noise: 24,
      tint: index * 5,
      wave: 90,
    });
    for (let quality = 90; ; quality -= 5) {
      const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality })
        .toBuffer();
      if (photo.length <= 4_194_304 || quality <= 30) {
        photos.push(photo);
        break;
      }
    }
  }
  return photos;
}

/**
 * Waits until no picture is `processing` (the workers have caught up); answers how long that
 * took and how the pictures ended.
 */
export async function picturesSettled(databaseUrl: string, timeoutMs = 30 * 60_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ status: string; count: number }>(
        'select status, count(*)::int as count from car_pictures group by status',
      );
      const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
      if (count('processing') === 0 || performance.now() - started > timeoutMs) {
        return {
          ms: performance.now() - started,
          processing: count('processing'),
          ready: count('ready'),
          failed: count('failed'),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** How many pictures are `processing` now. */
export async function picturesProcessing(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from car_pictures where status = 'processing'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** A multipart body of JPEG files, as the car form sends them. */
export function picturesForm(images: readonly Buffer[]): FormData {
  const form = new FormData();
  images.forEach((image, index) => {
    form.append(
      'pictures',
      new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    );
  });
  return form;
}

export async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time the process has used, user and system, in seconds (Linux ticks are 1/100 s). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The value below which `fraction` of the values fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** What became of one scheduled operation. */
export interface Outcome {
  kind: string;
  /** The HTTP status, 'network' (no answer) or 'failed' (an answer of the wrong shape). */
  status: number | 'network' | 'failed';
  /** From the moment the operation was due, so a late start counts against it. */
  ms: number;
  /** The second of the run it was due in. */
  second: number;
  message?: string;
}

export const isOk = (outcome: Outcome) =>
  typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 400;

/**
 * Starts `rate` operations a second for `seconds`, each when it is due (open loop: a slow answer
 * never delays the next start). `operation` answers the HTTP status it got. Resolves when every
 * operation has finished, with their outcomes and how late the scheduler ever was.
 */
export async function runOpenLoop(options: {
  rate: number;
  /** Seconds at the full rate (after the ramp, if any). */
  seconds: number;
  /** Seconds over which the rate first climbs from 0 to `rate` (a warm-up), before `seconds`. */
  rampSeconds?: number;
  /** Called once per slot: the operation's kind and the work (which resolves to a status). */
  next: (slot: number) => { kind: string; run: () => Promise<number> };
  /** Called after each second of the run has been scheduled (e.g. to restart something). */
  onSecond?: (second: number) => void;
}): Promise<{ outcomes: Outcome[]; maxLagMs: number }> {
  const ramp = options.rampSeconds ?? 0;
  const rampSlots = Math.round((options.rate * ramp) / 2);
  const total = rampSlots + Math.round(options.rate * options.seconds);
  /** When slot `k` is due, in ms from the start: a linear climb of the rate, then steady. */
  const dueAt = (k: number) =>
    k < rampSlots
      ? Math.sqrt((2 * ramp * k) / options.rate) * 1000
      : (ramp + (k - rampSlots) / options.rate) * 1000;
  const outcomes: Outcome[] = [];
  const running = new Set<Promise<void>>();
  let maxLagMs = 0;
  let slot = 0;
  let announcedSecond = -1;
  const start = performance.now();
  while (slot < total) {
    const now = performance.now();
    for (; slot < total && start + dueAt(slot) <= now; slot++) {
      const due = start + dueAt(slot);
      const second = Math.floor(dueAt(slot) / 1000);
      maxLagMs = Math.max(maxLagMs, now - due);
      const { kind, run } = options.next(slot);
      const done = run()
        .then(
          (status): Omit<Outcome, 'ms' | 'kind' | 'second'> => ({ status }),
          (error: unknown) => ({
            status: error instanceof HttpFailure ? error.status : failureKind(error),
            message: error instanceof Error ? describe(error) : String(error),
          }),
        )
        .then((result) => {
          outcomes.push({ kind, second, ms: performance.now() - due, ...result });
        });
      running.add(done);
      void done.finally(() => running.delete(done));
    }
    const second = Math.floor((now - start) / 1000);
    if (second !== announcedSecond) {
      announcedSecond = second;
      options.onSecond?.(second);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(running);
  return { outcomes, maxLagMs };
}

/** A fetch that failed before an answer (refused, reset, timed out) is a network error. */
const failureKind = (error: unknown): Outcome['status'] =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')
    ? 'network'
    : 'failed';

const describe = (error: Error): string => {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
};

/** Answers by status, e.g. `200: 812, 201: 40, network: 2`. */
export function statusCounts(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/** A scratch database on the benchmark's PostgreSQL server, dropped with `drop()`. */
/** The ids of the listed demo cars and of the dealers, to spread reads over. */
export async function demoIds(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cars = await client.query<{ id: string }>(`select id from cars where status <> 'draft'`);
    const dealers = await client.query<{ id: string }>('select id from dealers');
    return {
      carIds: cars.rows.map((row) => row.id),
      dealerIds: dealers.rows.map((row) => row.id),
    };
  } finally {
    await client.end();
  }
}

/** A new empty database `name` on the PostgreSQL server at `serverUrl`, with a way to drop it. */
export async function scratchDatabase(name: string, serverUrl = postgresServerUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const fixed = (value: number, digits = 0) => value.toFixed(digits);
