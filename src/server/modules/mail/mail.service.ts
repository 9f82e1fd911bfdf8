/** What other modules use of mail: queueing a mail in their transaction (docs/decisions/135). */
export { queueMail, type OutgoingMail } from './mail-outbox';
export { mailDocument, mailLink, renderNoticeMail, type NoticeMailInput } from './mail-layout';
