import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/*
 * What this process counts as it works (docs/decisions/184), in the Prometheus format: the
 * runtime's own figures (event-loop lag, heap, RSS, from prom-client) and the events the code
 * records where they happen. One registry per process, as a Prometheus target is one process;
 * the figures read from the database and the search index at each scrape are `stateMetrics`'.
 */

export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

const registers = [processMetrics];

/** Seconds, from a fast API answer to a slow page or upload. */
const durationBuckets = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'arabeya_http_request_duration_seconds',
  help: 'HTTP requests answered, by method, route pattern and status, and how long each took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: durationBuckets,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'arabeya_rate_limit_refusals_total',
  help: 'Requests refused with a 429 by a rate limit, by route pattern',
  labelNames: ['route'] as const,
  registers,
});

export const inquiriesSent = new Counter({
  name: 'arabeya_inquiries_total',
  help: "Buyers' inquiries (leads) sent to dealers",
  registers,
});

export const alertsQueued = new Counter({
  name: 'arabeya_alerts_total',
  help: "Alert mails written to buyers (their saved searches' new cars and price drops)",
  registers,
});

export const mailsSent = new Counter({
  name: 'arabeya_mails_sent_total',
  help: 'Mails handed to the mail server, by kind (alert, lead, listing-hidden, feed-paused)',
  labelNames: ['kind'] as const,
  registers,
});

export const mailSendErrors = new Counter({
  name: 'arabeya_mail_send_errors_total',
  help: 'Attempts to send a mail that failed and will be retried',
  registers,
});

export const mailsFailed = new Counter({
  name: 'arabeya_mails_failed_total',
  help: 'Mails given up after every retry',
  registers,
});

export const pictureJobsFailed = new Counter({
  name: 'arabeya_picture_jobs_failed_total',
  help: 'Picture jobs that failed (the picture is marked failed or retried)',
  registers,
});

export const searchIndexReloads = new Counter({
  name: 'arabeya_search_index_reloads_total',
  help: 'Times the search index was loaded afresh from the database after its start',
  registers,
});
