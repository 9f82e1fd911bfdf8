import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { inLanguage } from '#shared/rules/site-paths';
import type { Db } from '../../db/database';
import { plainPage } from '../../lib/plain-page';
import { checkUnsubscribeToken, type Unsubscribe } from './unsubscribe-token';

const words = {
  en: {
    title: 'Unsubscribe · Arabeya',
    askSearch: (name: string) => `Stop the e-mail alerts of your saved search “${name}”?`,
    askAll:
      'Stop every Arabeya e-mail alert: new cars for your saved searches and price drops of your favourites?',
    confirm: 'Unsubscribe',
    doneSearch: (name: string) =>
      `You will get no more alerts for “${name}”. You can turn them on again on your saved searches page.`,
    doneAll:
      'You will get no more e-mail alerts from Arabeya. You can turn them on again on your saved searches page.',
    invalid:
      'This unsubscribe link is not valid. Use the link of your latest alert mail, or change your alerts on your saved searches page.',
    expired:
      'This unsubscribe link has expired. Use the link of your latest alert mail, or change your alerts on your saved searches page.',
    notYours: 'This saved search no longer exists, so it sends no alerts. Nothing was changed.',
    manage: 'Your saved searches',
  },
  ar: {
    title: 'إلغاء الاشتراك · عربية',
    askSearch: (name: string) => `إيقاف تنبيهات البريد لبحثك المحفوظ «${name}»؟`,
    askAll:
      'إيقاف كل تنبيهات عربية بالبريد: السيارات الجديدة لعمليات بحثك المحفوظة وانخفاض أسعار مفضلتك؟',
    confirm: 'إلغاء الاشتراك',
    doneSearch: (name: string) =>
      `لن تصلك تنبيهات أخرى لبحث «${name}». يمكنك تشغيلها من جديد في صفحة عمليات البحث المحفوظة.`,
    doneAll:
      'لن تصلك تنبيهات أخرى من عربية بالبريد. يمكنك تشغيلها من جديد في صفحة عمليات البحث المحفوظة.',
    invalid:
      'رابط إلغاء الاشتراك هذا غير صالح. استخدم الرابط في آخر رسالة تنبيه، أو غيّر تنبيهاتك في صفحة عمليات البحث المحفوظة.',
    expired:
      'انتهت صلاحية رابط إلغاء الاشتراك هذا. استخدم الرابط في آخر رسالة تنبيه، أو غيّر تنبيهاتك في صفحة عمليات البحث المحفوظة.',
    notYours: 'هذا البحث المحفوظ لم يعد موجودًا، فلا تصل منه تنبيهات. لم يتغير شيء.',
    manage: 'عمليات البحث المحفوظة',
  },
} as const;

const tokenQuerySchema = z.object({ token: z.string().max(1_000).default('') });

/** The saved search the link names, if it is still the user's; null for "every alert". */
async function subjectOf(db: Db, unsubscribe: Unsubscribe) {
  if (unsubscribe.savedSearchId === null) return { name: null };
  const search = await db
    .selectFrom('saved_searches')
    .select('name')
    .where('id', '=', unsubscribe.savedSearchId)
    .where('user_id', '=', unsubscribe.userId)
    .executeTakeFirst();
  return search ? { name: search.name } : undefined;
}

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

    const answer = (language: Language, status: number, body: string) => ({
      status,
      html: plainPage(
        words[language].title,
        `${body}<p><a href="${inLanguage(language, '/saved-searches')}">${escapeMarkup(words[language].manage)}</a></p>`,
        language,
      ),
    });

    /** The page for `token`: asking, or done (`stop`), or why nothing changes. */
    async function unsubscribePage(token: string, stop: boolean) {
      const check = checkUnsubscribeToken(unsubscribeKey, token);
      if (check.outcome === 'invalid') {
        return answer(
          'en',
          400,
          `<h1>Unsubscribe</h1><p role="alert">${escapeMarkup(words.en.invalid)}</p><p dir="rtl" lang="ar">${escapeMarkup(words.ar.invalid)}</p>`,
        );
      }
      if (check.outcome === 'expired') {
        const text = words[check.language];
        return answer(
          check.language,
          410,
          `<h1>${escapeMarkup(text.confirm)}</h1><p role="alert">${escapeMarkup(text.expired)}</p>`,
        );
      }
      const { unsubscribe } = check;
      const text = words[unsubscribe.language];
      const subject = await subjectOf(db, unsubscribe);
      if (!subject) {
        return answer(
          unsubscribe.language,
          404,
          `<h1>${escapeMarkup(text.confirm)}</h1><p role="alert">${escapeMarkup(text.notYours)}</p>`,
        );
      }
      if (!stop) {
        const ask = subject.name === null ? text.askAll : text.askSearch(subject.name);
        return answer(
          unsubscribe.language,
          200,
          `<h1>${escapeMarkup(text.confirm)}</h1><p>${escapeMarkup(ask)}</p><form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${escapeMarkup(text.confirm)}</button></form>`,
        );
      }
      await db.transaction().execute(async (trx) => {
        let searches = trx
          .updateTable('saved_searches')
          .set({ frequency: 'off' })
          .where('user_id', '=', unsubscribe.userId);
        if (unsubscribe.savedSearchId !== null) {
          searches = searches.where('id', '=', unsubscribe.savedSearchId);
        } else {
          await trx
            .updateTable('users')
            .set({ price_alerts: false })
            .where('id', '=', unsubscribe.userId)
            .execute();
        }
        await searches.execute();
      });
      const done = subject.name === null ? text.doneAll : text.doneSearch(subject.name);
      return answer(
        unsubscribe.language,
        200,
        `<h1>${escapeMarkup(text.confirm)}</h1><p role="status">${escapeMarkup(done)}</p>`,
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
