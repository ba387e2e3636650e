import { escapeHtml } from './escape-html';

/** The title of every page the sandbox shows a person. */
export const PAGE_TITLE = 'Google sign-in \u2014 Sandbox';

/**
 * A small self-contained HTML page: no script, no style (it may be served under a strict CSP), a
 * visible "Sandbox" label so nobody mistakes it for Google.
 */
export function htmlPage(status: number, heading: string, bodyHtml: string): Response {
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(PAGE_TITLE)}</title>`,
    '</head>',
    '<body>',
    '<header>',
    '<p><strong>Sandbox</strong> \u2014 not Google: no real account or password is used here.</p>',
    `<h1>${escapeHtml(heading)}</h1>`,
    '</header>',
    '<main>',
    bodyHtml,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    },
  });
}

/** The error page Google shows instead of redirecting when the client or redirect URI is wrong. */
export function errorPage(status: 400 | 401, code: string, description: string): Response {
  return htmlPage(
    status,
    PAGE_TITLE,
    [
      `<h2>Error ${status}: ${escapeHtml(code)}</h2>`,
      `<p>${escapeHtml(description)}</p>`,
      '<p>The sign-in cannot continue. Go back to the application and start again.</p>',
    ].join('\n'),
  );
}
