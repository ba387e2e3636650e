import { createHash } from 'node:crypto';

/** The sha256 sources of a Content-Security-Policy's script-src, in order. */
export function scriptHashesOf(csp: string): string[] {
  const scripts = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  return [...scripts.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((found) => found[1] ?? '');
}

/** The sha256 sources of every inline script a browser runs in an HTML page (no src; no type or a module), in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)]
    .filter(([, attributes = '']) => {
      if (/\ssrc=/.test(attributes)) return false;
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
      return type === undefined || type === 'module';
    })
    .map(([, , script = '']) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
}
