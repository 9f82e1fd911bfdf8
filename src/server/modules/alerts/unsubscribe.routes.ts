import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { inLanguage } from '#shared/rules/site-paths';
import type { Db } from '../../db/database';
import { plainPage } from '../../lib/plain-page';
import { pageTexts } from '../../lib/texts';
import { stopSearchAlerts, unsubscribeSubject } from '../saved-searches/saved-searches.service';
import { stopPriceAlerts } from '../users/users.service';
import { checkUnsubscribeToken } from './unsubscribe-token';

const tokenQuerySchema = z.object({ token: z.string().max(1_000).default('') });

/**
 * The unsubscribe link of alert mails (docs/decisions/136): GET shows what it would stop and a
 * button, since mail scanners open links; POST stops it, from that button or from a mail
 * reader's one-click unsubscribe (RFC 8058). A forged, expired or stale link changes nothing.
 */
export const unsubscribeRoutes =
  (db: Db, unsubscribeKey: string): FastifyPluginAsyncZod =>
  async (app) => {
    // The one-click POST and the page's form send a form body; nothing in it is needed.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, _body, done) => done(null, {}),
    );
    const rateLimit = { max: 30, timeWindow: 60_000 };

    const answer = (language: Language, status: number, body: string) => {
      const t = pageTexts(language);
      return {
        status,
        html: plainPage(
          t('unsubscribe.title'),
          `${body}<p><a href="${inLanguage(language, '/saved-searches')}">${escapeMarkup(t('unsubscribe.manage'))}</a></p>`,
          language,
        ),
      };
    };

    /** The page for `token`: asking, or done (`stop`), or why nothing changes. */
    async function unsubscribePage(token: string, stop: boolean) {
      const check = checkUnsubscribeToken(unsubscribeKey, token);
      if (check.outcome === 'invalid') {
        // The link says nothing, not even its language: the page says it in both.
        const [en, ar] = [pageTexts('en'), pageTexts('ar')];
        return answer(
          'en',
          400,
          `<h1>${escapeMarkup(en('unsubscribe.confirm'))}</h1><p role="alert">${escapeMarkup(en('unsubscribe.invalid'))}</p><p dir="rtl" lang="ar">${escapeMarkup(ar('unsubscribe.invalid'))}</p>`,
        );
      }
      if (check.outcome === 'expired') {
        const t = pageTexts(check.language);
        return answer(
          check.language,
          410,
          `<h1>${escapeMarkup(t('unsubscribe.confirm'))}</h1><p role="alert">${escapeMarkup(t('unsubscribe.expired'))}</p>`,
        );
      }
      const { unsubscribe } = check;
      const t = pageTexts(unsubscribe.language);
      const subject = await unsubscribeSubject(db, unsubscribe.userId, unsubscribe.savedSearchId);
      if (!subject) {
        return answer(
          unsubscribe.language,
          404,
          `<h1>${escapeMarkup(t('unsubscribe.confirm'))}</h1><p role="alert">${escapeMarkup(t('unsubscribe.notYours'))}</p>`,
        );
      }
      if (!stop) {
        const ask =
          subject.name === null
            ? t('unsubscribe.askAll')
            : t('unsubscribe.askSearch', { name: subject.name });
        return answer(
          unsubscribe.language,
          200,
          `<h1>${escapeMarkup(t('unsubscribe.confirm'))}</h1><p>${escapeMarkup(ask)}</p><form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${escapeMarkup(t('unsubscribe.confirm'))}</button></form>`,
        );
      }
      await db.transaction().execute(async (trx) => {
        if (unsubscribe.savedSearchId === null) await stopPriceAlerts(trx, unsubscribe.userId);
        await stopSearchAlerts(trx, unsubscribe.userId, unsubscribe.savedSearchId);
      });
      const done =
        subject.name === null
          ? t('unsubscribe.doneAll')
          : t('unsubscribe.doneSearch', { name: subject.name });
      return answer(
        unsubscribe.language,
        200,
        `<h1>${escapeMarkup(t('unsubscribe.confirm'))}</h1><p role="status">${escapeMarkup(done)}</p>`,
      );
    }

    app.get(
      '/unsubscribe',
      { schema: { querystring: tokenQuerySchema }, config: { rateLimit } },
      async (request, reply) => {
        const page = await unsubscribePage(request.query.token, false);
        return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      },
    );

    app.post(
      '/unsubscribe',
      { schema: { querystring: tokenQuerySchema }, config: { rateLimit } },
      async (request, reply) => {
        const page = await unsubscribePage(request.query.token, true);
        return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      },
    );
  };
