import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import { newId } from '../../lib/ids';
import { mailSendErrors, mailsFailed, mailsSent } from '../../metrics/process-metrics';
import {
  claimOutboxMail,
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
  outboxMailStatus,
  requeueOutboxMail,
} from './mail.repository';
import type { MailTransport } from './mail-transport';

/*
 * Mail leaves through an outbox (docs/decisions/135): the transaction that decides a mail inserts
 * its row and a job; a worker in any process sends it, retried with backoff while the SMTP server
 * is away, then marked failed. The row is claimed before sending, so no two senders send it.
 */

export const mailQueue = 'mail-send';
export const failedMailQueue = 'mail-send-failed';

/** A claim older than this belongs to a sender that died mid-send: another may take it. */
const claimLapsesSeconds = 120;

export async function createMailQueues(
  boss: PgBoss,
  retries: { retryDelaySeconds: number; retryLimit: number },
): Promise<void> {
  await boss.createQueue(failedMailQueue);
  await boss.createQueue(mailQueue, {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3_600,
    expireInSeconds: 300,
    deadLetter: failedMailQueue,
    notify: true,
  });
}

export interface OutgoingMail {
  /** The same mail decided twice (a job run again) is one row. */
  dedupeKey: string;
  userId: string | null;
  /** Alerts to buyers; new inquiries, hidden listings and paused feeds to dealers. */
  kind: 'alert' | 'lead' | 'listing-hidden' | 'feed-paused';
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Queues a mail in the transaction that decides it; answers its id, or undefined for a repeat. */
export async function queueMail(
  boss: PgBoss,
  trx: Db,
  mail: OutgoingMail,
): Promise<string | undefined> {
  const id = newId('mail');
  const inserted = await insertOutboxMail(trx, {
    id,
    dedupeKey: mail.dedupeKey,
    userId: mail.userId,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers ?? {},
  });
  if (!inserted) return undefined;
  await boss.insert(mailQueue, [{ data: { mailId: id } }], { db: inTransaction(trx) });
  return id;
}

class MailBusy extends Error {}

/**
 * Sends one outbox mail: claims it, sends it, records it sent. A mail sent already is left
 * alone; one another sender holds is tried again later; a failed send is put back and thrown,
 * for the queue to retry.
 */
export async function sendOutboxMail(
  db: Db,
  transport: MailTransport,
  mailId: string,
): Promise<void> {
  const claimed = await claimOutboxMail(db, mailId, claimLapsesSeconds);
  if (!claimed) {
    if ((await outboxMailStatus(db, mailId)) === 'sending') {
      throw new MailBusy(`mail ${mailId} is being sent elsewhere`);
    }
    return;
  }
  try {
    await transport.send({
      id: claimed.id,
      to: claimed.to_address,
      subject: claimed.subject,
      html: claimed.html,
      text: claimed.text,
      headers: claimed.headers,
    });
  } catch (error) {
    mailSendErrors.inc();
    await requeueOutboxMail(db, mailId, String(error));
    throw error;
  }
  await markOutboxMailSent(db, mailId);
  mailsSent.inc({ kind: claimed.kind });
}

interface MailJob {
  mailId: string;
}

/** Works on the mail queue in this process until the queue is stopped. */
export async function startMailWorker(deps: {
  db: Db;
  jobs: PgBoss;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): Promise<void> {
  const { db, jobs, transport, log } = deps;
  await workEachJob<MailJob>(jobs, mailQueue, 1, async (job) => {
    try {
      await sendOutboxMail(db, transport, job.data.mailId);
    } catch (error) {
      if (!(error instanceof MailBusy)) {
        log.warn({ err: error, mailId: job.data.mailId }, 'sending a mail failed');
      }
      throw error;
    }
  });
  await workEachJob<MailJob>(jobs, failedMailQueue, 1, async (job) => {
    log.error({ mailId: job.data.mailId }, 'a mail could not be sent after every retry');
    await markOutboxMailFailed(db, job.data.mailId);
    mailsFailed.inc();
  });
}

export async function stopMailWorker(jobs: PgBoss): Promise<void> {
  await jobs.offWork(mailQueue, { wait: true });
  await jobs.offWork(failedMailQueue, { wait: true });
}
