import { demoTokens } from './demo-sessions.mjs';

const BOUNDARY = '----bench-boundary';
const part = (name, value) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const json = (token, payload) => ({
  method: 'POST',
  path: '/web',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(payload),
});

/**
 * The security audits' pathological requests (issue 23), each of which once cost the server seconds:
 * a URL pattern fed 100,000 dots, a 32 KB one, JSON nested 5,000 deep, an anonymous multipart body of
 * 75,000 parts, and a Markdown heading of 40,000 spaces previewed by an admin. Signed in as the demo
 * customer and admin where the call needs it.
 */
export async function hostileRequests(siteUrl) {
  const tokens = await demoTokens(siteUrl);
  const site = (url) => ({
    controller: 'Sites',
    subaction: 'create',
    lang: 'en',
    item: { name: 'x', url },
  });
  const multipart = `${part('controller', 'Import')}${part('subaction', 'preview')}${Array.from(
    { length: 75_000 },
    (_, n) => part(`f${n}`, 'x'),
  ).join('')}--${BOUNDARY}--\r\n`;
  return [
    {
      label: 'url of 100,000 dots',
      ...json(tokens.customer, site(`http://a${'.'.repeat(100_000)}@`)),
    },
    { label: 'url of 32 KB', ...json(tokens.customer, site(`http://a${'.'.repeat(32_000)}`)) },
    {
      label: 'JSON nested 5,000 deep',
      ...json(tokens.customer, {}),
      body: `{"controller":"Sites","subaction":"create","lang":"en","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    },
    {
      label: 'anonymous multipart of 75,000 parts',
      method: 'POST',
      path: '/web',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart,
    },
    {
      label: 'heading of 40,000 spaces (Pages/preview)',
      ...json(tokens.admin, {
        controller: 'Pages',
        subaction: 'preview',
        lang: 'en',
        content: `## a${' '.repeat(40_000)}x\n\ntext`,
      }),
    },
  ].map((input) => ({ kind: 'hostile', ...input }));
}
