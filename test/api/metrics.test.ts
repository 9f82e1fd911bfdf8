import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema } from '#shared/schemas/car';
import { carBody, seedTeam, signInAll } from '#test/car-write-fixtures';
import { buildTestApp, createTestApp, databaseKinds, type TestApp } from '#test/db';
import { freePort } from '#test/free-port';
import { alertsDone, pictureJobsDone } from '#test/jobs';
import { multipart, photoJpeg } from '#test/picture-fixtures';

// Prometheus metrics (docs/decisions/184): never public, and with what an operator watches.
const token = 'metrics-token-for-the-tests';
const withToken = { authorization: `Bearer ${token}` };

/** The value of the sample `name{labels}` in a scrape, undefined when it is not there. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: token });
    await t.reset();
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: withToken });

  it('answer on the app’s port only to the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: token }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Unauthorized' });
      expect(refused.body).not.toContain('arabeya_');
    }
    const answer = await scrape();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('count a search, an upload, an inquiry and an alert mailed, beside the index, the queues and the runtime', async () => {
    const nile = await seedTeam(t.db, 'Nile Motors', { 'admin@nile.test': ['admin', 'approved'] });
    const who = await signInAll(t.app, 'admin@nile.test', 'buyer@example.com');
    const admin = who('admin@nile.test');
    // A buyer's saved search, which the car listed next matches: an alert.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: who('buyer@example.com').headers,
      payload: { name: 'Toyotas', query: { make: 'toyota' }, language: 'en' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: admin.headers,
      payload: carBody(nile.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const carId = carSchema.parse(created.json()).id;

    const search = await t.app.inject({ method: 'GET', url: '/api/v1/car/search?make=toyota' });
    expect(search.statusCode).toBe(200);
    const body = await multipart([
      { name: 'front.jpg', type: 'image/jpeg', body: await photoJpeg(64, 48) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pictures/car/${carId}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await pictureJobsDone(t);
    const inquiry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/car/${carId}`,
      payload: { name: 'Hany', phone: '0100 123 4567', message: 'Is it still for sale?' },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    await alertsDone(t);

    const text = (await scrape()).body;
    const at = (series: string) => sample(text, series);
    expect(
      at(
        'arabeya_http_request_duration_seconds_count{method="GET",route="/api/v1/car/search",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      at(
        'arabeya_http_request_duration_seconds_count{method="POST",route="/api/v1/pictures/car/:id",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(at('arabeya_inquiries_total')).toBeGreaterThanOrEqual(1);
    expect(at('arabeya_mails_sent_total{kind="lead"}')).toBeGreaterThanOrEqual(1);
    expect(at('arabeya_alerts_total')).toBeGreaterThanOrEqual(1);
    expect(at('arabeya_mails_sent_total{kind="alert"}')).toBeGreaterThanOrEqual(1);
    expect(at('arabeya_mails_waiting')).toBe(0);
    expect(at('arabeya_search_index_cars')).toBe(1);
    expect(at('arabeya_search_index_lag_seconds')).toBeLessThan(60);
    expect(at('arabeya_search_index_last_change_age_seconds')).toBeLessThan(60);
    expect(at('arabeya_job_queue_depth{queue="mail-send"}')).toBe(0);
    expect(at('arabeya_job_queue_oldest_seconds{queue="picture-processing"}')).toBe(0);
    expect(at('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(at('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(at('process_resident_memory_bytes')).toBeGreaterThan(0);
    if (kind === 'postgres') {
      expect(at('arabeya_db_pool_connections{pool="primary",state="idle"}')).toBeGreaterThan(0);
      expect(at('arabeya_db_pool_waiting{pool="primary"}')).toBe(0);
    }
  });
  // Last: the apps built here share the test's job queue, whose workers they stop on closing.
  it('are not served without a token, and only on METRICS_PORT when it is set', async () => {
    const port = await freePort();
    const unset = await buildTestApp(t.db, t.jobs, t.mediaDir);
    const onPort = await buildTestApp(t.db, t.jobs, t.mediaDir, {
      METRICS_PORT: String(port),
      METRICS_TOKEN: token,
    });
    try {
      expect((await unset.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const onAppPort = await onPort.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: withToken,
      });
      expect(onAppPort.statusCode).toBe(404);
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const served = await fetch(url, { headers: withToken });
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('arabeya_search_index_cars');
    } finally {
      await unset.app.close();
      await onPort.app.close();
    }
    // Closed with its app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
