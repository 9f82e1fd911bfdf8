import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { mailTexts } from '../../lib/texts';

/** A link in a mail, in the brand's colour; both parts are escaped. */
export const mailLink = (url: string, label: string) =>
  `<a href="${escapeMarkup(url)}" style="color:#135f57">${escapeMarkup(label)}</a>`;

/** Every mail's frame: the language's direction, the brand line, a white card of `body` HTML. */
export function mailDocument(language: Language, body: string): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0f172a;background:#f8fafc">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:20px" dir="${direction}">
<p style="margin:0;font-size:20px;font-weight:bold;color:#135f57">${escapeMarkup(mailTexts(language)('layout.brand'))}</p>
${body}
</div></body></html>`;
}

/** A short notice to a dealer: a heading, labelled lines, paragraphs and one action. */
export interface NoticeMailInput {
  language: Language;
  subject: string;
  heading: string;
  /** Shown as "label: value", each value as text. */
  lines: readonly { label: string; value: string }[];
  paragraphs: readonly string[];
  action: { label: string; url: string };
  /** Why the reader gets this mail. */
  why: string;
}

export function renderNoticeMail(input: NoticeMailInput) {
  const lines = input.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeMarkup(line.label)}</td><td style="padding:4px 12px;white-space:pre-line">${escapeMarkup(line.value)}</td></tr>`,
    )
    .join('\n');
  const paragraphs = input.paragraphs
    .map((paragraph) => `<p style="white-space:pre-line">${escapeMarkup(paragraph)}</p>`)
    .join('\n');
  const body = `<h2 style="font-size:18px;margin:24px 0 8px">${escapeMarkup(input.heading)}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">${lines}</table>
${paragraphs}
<p><a href="${escapeMarkup(input.action.url)}" style="display:inline-block;background:#135f57;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeMarkup(input.action.label)}</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:13px;color:#64748b">${escapeMarkup(input.why)}</p>`;
  const text = [
    input.heading,
    '',
    ...input.lines.map((line) => `${line.label}: ${line.value}`),
    '',
    ...input.paragraphs,
    '',
    `${input.action.label}: ${input.action.url}`,
    '--',
    input.why,
  ].join('\n');
  return { subject: input.subject, html: mailDocument(input.language, body), text };
}
