import { escapeHtml, htmlLang, type Language } from '@agency/core';
import { fillPlaceholders } from '@agency/core/placeholders';
import type { LeadMessage, MessageContent } from './message-content';
import { LEAD_FIELD_LABELS, TEMPLATE_WORDS, TEMPLATES } from './templates';

/** A message ready to send: the subject, the plain-text part and the HTML part (e-mail only uses the HTML). */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

function values(content: MessageContent): Record<string, string> {
  switch (content.kind) {
    case 'sign-in-code':
    case 'recovery-code':
      return { code: content.code };
    case 'email-change':
    case 'email-changed':
      return { email: content.email };
    case 'phone-change':
      return { phone: content.phone };
    case 'phone-change-code':
      return { phone: content.phone, code: content.code };
    case 'review-new':
    case 'review-changed':
      return { author: content.author, stars: String(content.stars), location: content.location };
    default:
      return {};
  }
}

function fill(paragraph: string, given: Record<string, string>, wrap: (value: string) => string) {
  return fillPlaceholders(paragraph, (name) => {
    const value = given[name];
    return value === undefined ? undefined : wrap(value);
  });
}

// A quote request's fields as label/value rows, in the template's language; empty fields left out.
function leadRows(content: LeadMessage, lang: Language): [string, string][] {
  const labels = LEAD_FIELD_LABELS[lang];
  const rows: [string, string | null][] = [
    [labels.name, content.name],
    [labels.email, content.email],
    [labels.phone, content.phone],
    [labels.service, content.service],
    [labels.budget, content.budget],
    [labels.timeline, content.timeline],
    [labels.lang, content.lang],
    [labels.page, content.page],
    [labels.message, content.message],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

/** Renders a message from its template in a language: plain text and simple, accessible HTML with every value escaped and no remote resource. */
export function renderMessage(content: MessageContent, lang: Language): RenderedMessage {
  const template = TEMPLATES[content.kind][lang];
  const words = TEMPLATE_WORDS[lang];
  const given = values(content);
  const link = 'link' in content ? content.link : null;
  const textParagraphs = template.body.map((paragraph) => fill(paragraph, given, (v) => v));
  const htmlParagraphs = template.body.map(
    (paragraph) =>
      `<p>${fill(escapeHtml(paragraph), given, (v) => `<strong>${escapeHtml(v)}</strong>`)}</p>`,
  );
  if ((content.kind === 'review-new' || content.kind === 'review-changed') && content.text !== '') {
    // The reviewer's words are text only: escaped in HTML, line breaks kept, no link made.
    textParagraphs.push(content.text);
    htmlParagraphs.push(
      `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #ccc">${escapeHtml(content.text).replace(/\r?\n/g, '<br>')}</blockquote>`,
    );
  }
  if (link !== null) {
    // The link follows the first paragraph (and a review's words, which it answers).
    const at = textParagraphs.length - template.body.length + 1;
    textParagraphs.splice(at, 0, `${template.action}: ${link}`);
    const href = escapeHtml(link);
    htmlParagraphs.splice(
      at,
      0,
      `<p><a href="${href}" style="color:#0b57d0;font-weight:bold">${escapeHtml(template.action ?? link)}</a></p>`,
      `<p style="font-size:14px">${escapeHtml(words.linkFallback)}<br>${href}</p>`,
    );
  }
  if (content.kind === 'lead') {
    // What the visitor typed is only ever text here: escaped in HTML, line breaks kept, no link made.
    for (const [label, value] of leadRows(content, lang)) {
      textParagraphs.push(`${label}: ${value}`);
      htmlParagraphs.push(
        `<p><strong>${escapeHtml(label)}</strong>: ${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`,
      );
    }
  }
  const subject = template.subject;
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font:16px/1.5 Arial,Helvetica,sans-serif">',
    `<main><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...htmlParagraphs,
    '</main></body></html>',
  ].join('\n');
  return { subject, text: textParagraphs.join('\n\n'), html };
}
