import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { styleHashOf } from '../plugins/security';

const plainPageStyle =
  'body{font-family:system-ui,sans-serif;margin:0;padding:32px 16px;color:#0f172a;background:#f8fafc}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px #0f172a14}' +
  'h1{font-size:22px;margin:0 0 12px}p{line-height:1.6}a{color:#135f57}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#135f57;border:0;border-radius:10px;padding:12px 20px;min-height:44px;cursor:pointer}' +
  'table{border-collapse:collapse;width:100%}td,th{text-align:start;padding:8px;border-bottom:1px solid #e2e8f0;font-size:14px}';

/** Allows the plain pages' one `<style>` block in the Content-Security-Policy. */
export const plainPageStyleHash = styleHashOf(plainPageStyle);

/**
 * A small page the server writes itself, outside the web app (the sign-in callback, the
 * unsubscribe page, the development mailbox): `body` is markup, already escaped.
 */
export function plainPage(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title>
<style>${plainPageStyle}</style></head><body><main>${body}</main></body></html>`;
}
