import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate } from '#shared/rules/format';
import { escapeMarkup } from '#shared/rules/markup';
import { idSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import { plainPage } from '../../lib/plain-page';
import { newestOutboxMails, outboxMail } from './mail.repository';

/** Mails the mailbox lists, newest first. */
const listed = 200;

/**
 * The development mailbox (docs/decisions/135): without SMTP, the outbox is the mailbox, listed
 * at /dev-mail with each mail at /dev-mail/:id as its reader would show it. Mounted only when
 * the configuration allows it (never in production unless ALLOW_DEV_MAIL).
 */
export const devMailRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev-mail',
      { schema: { querystring: z.object({}).strict() } },
      async (_request, reply) => {
        const mails = await newestOutboxMails(db, listed);
        const rows = mails
          .map(
            (mail) =>
              `<tr><td>${escapeMarkup(formatDate(mail.created_at.toISOString(), 'en'))} ${mail.created_at.toISOString().slice(11, 19)}</td><td>${escapeMarkup(mail.to_address)}</td><td><a href="/dev-mail/${encodeURIComponent(mail.id)}">${escapeMarkup(mail.subject)}</a></td><td>${mail.status}</td></tr>`,
          )
          .join('');
        const body =
          mails.length === 0
            ? '<p>No mail yet. Alerts of saved searches and price drops appear here.</p>'
            : `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            plainPage(
              'Development mailbox · Arabeya',
              `<h1>Development mailbox</h1><p>Mail the app would have sent, kept here because SMTP_URL is not set.</p>${body}`,
            ),
          );
      },
    );

    app.get(
      '/dev-mail/:id',
      { schema: { params: z.object({ id: idSchema }).strict() } },
      async (request, reply) => {
        const mail = await outboxMail(db, request.params.id);
        if (!mail) {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(
              plainPage(
                'No such mail · Arabeya',
                '<h1>No such mail</h1><p><a href="/dev-mail">All mail</a></p>',
              ),
            );
        }
        const headers = Object.entries({
          To: mail.to_address,
          Subject: mail.subject,
          ...mail.headers,
        })
          .map(([name, value]) => `<b>${escapeMarkup(name)}:</b> ${escapeMarkup(value)}<br>`)
          .join('');
        const strip = `<div style="font:13px system-ui,sans-serif;background:#fef9c3;padding:8px 16px;direction:ltr;text-align:left;overflow-wrap:anywhere"><a href="/dev-mail">← Development mailbox</a> · ${mail.status}<br>${headers}</div>`;
        // The mail as a reader shows it, with its inline styles (the app's own markup, escaped).
        reply.header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data: http: https:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        );
        return reply
          .type('text/html; charset=utf-8')
          .send(mail.html.replace(/<body([^>]*)>/, `<body$1>${strip}`));
      },
    );
  };
