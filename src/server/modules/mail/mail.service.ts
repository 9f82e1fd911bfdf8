import type { Db } from '../../db/database';
import type { OutgoingMail } from './mail-outbox';
import { lastOutboxMailAt } from './mail.repository';

/** What other modules use of mail: queueing a mail in their transaction (docs/decisions/135). */
export { queueMail, type OutgoingMail } from './mail-outbox';
export { mailDocument, mailLink, renderNoticeMail, type NoticeMailInput } from './mail-layout';

/** When the newest mail of `kind` to the user was queued; undefined when none was. */
export async function lastMailQueuedAt(
  db: Db,
  userId: string,
  kind: OutgoingMail['kind'],
): Promise<Date | undefined> {
  return lastOutboxMailAt(db, userId, kind);
}
