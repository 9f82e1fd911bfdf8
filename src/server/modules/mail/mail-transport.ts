import nodemailer from 'nodemailer';

/** A mail as it leaves: the outbox row's message. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Where mail goes: an SMTP server, or nowhere (the outbox row is the development mailbox). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (docs/decisions/135). The Message-ID comes from the outbox row, so a
 * mail sent twice after a crash between sending and recording it is one mail to a mail client.
 */
export function smtpTransport(url: string, from: string, messageIdDomain: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: `<${message.id}@${messageIdDomain}>`,
      });
    },
    close: () => transport.close(),
  };
}

/** Sends nothing: the sent rows are what /dev-mail shows. */
export const devMailbox: MailTransport = { send: async () => undefined, close: () => undefined };
