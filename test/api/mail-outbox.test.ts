import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQueue } from '#server/queue/job-queue';
import { queueMail } from '#server/modules/mail/mail-outbox';
import { buildTestApp, createTestApp, databaseKinds, type TestApp } from '#test/db';
import { freePort } from '#test/free-port';
import { jobsDone } from '#test/jobs';

/** An SMTP server that refuses the first `refusals` messages (as a server that is away would). */
async function startSmtpServer(refusals: number) {
  const received: { messageId: string; to: string; raw: string }[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refusals) {
          refused++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({ messageId, to: session.envelope.rcptTo[0]?.address ?? '', raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const smtpSettings = () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Arabeya <alerts@arabeya.test>',
  });

  beforeAll(async () => {
    smtp = await startSmtpServer(3);
    t = await createTestApp(kind, smtpSettings());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const queue = (count: number, to = (n: number) => `buyer${n}@example.com`) =>
    t.db.transaction().execute(async (trx) => {
      for (let n = 0; n < count; n++) {
        await queueMail(t.jobs, trx, {
          dedupeKey: `test:${to(n)}`,
          userId: null,
          kind: 'alert',
          to: to(n),
          subject: `Mail ${n}`,
          html: `<p>Mail ${n}</p>`,
          text: `Mail ${n}`,
          headers: { 'List-Unsubscribe': '<http://arabeya.test/unsubscribe?token=x>' },
        });
      }
    });

  it('sends each mail exactly once through an SMTP server that fails and recovers, with two processes', async () => {
    // A second app process on the same database, with its own queue instance and workers.
    const otherJobs = await openJobQueue({
      db: t.db,
      url: process.env.TEST_DATABASE_URL,
      schema: t.jobsSchema,
    });
    const other = await buildTestApp(t.db, otherJobs, t.mediaDir, smtpSettings());
    try {
      await queue(20);
      // Decided twice (a job run again): still one mail.
      await queue(20);
      await jobsDone(t, 'mail-send%');
      const rows = await t.db
        .selectFrom('mail_outbox')
        .select(['id', 'status', 'attempts'])
        .execute();
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      // The three refused sends were tried again.
      expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(23);
      expect(smtp.received).toHaveLength(20);
      expect(new Set(smtp.received.map((mail) => mail.to)).size).toBe(20);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(20);
      const [first] = smtp.received;
      expect(first?.raw).toMatch(/^From: Arabeya <alerts@arabeya\.test>$/m);
      expect(first?.raw).toMatch(
        /^List-Unsubscribe: <http:\/\/arabeya\.test\/unsubscribe\?token=x>$/m,
      );
    } finally {
      await other.app.close();
      await otherJobs.stop({ graceful: false });
    }
  });

  it('marks a mail failed once every retry is spent, with the reason', async () => {
    await queue(1, () => 'bounce@example.com');
    await jobsDone(t, 'mail-send%');
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error', 'attempts'])
      .where('to_address', '=', 'bounce@example.com')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(4);
    expect(row.last_error).toContain('No such mailbox');
  });
});
