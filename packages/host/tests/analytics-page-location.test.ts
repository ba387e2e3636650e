import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../src/browser/create-analytics';

// A window with what the adapter touches: location, dataLayer and a document that takes a script.
function fakeWindow(href: string) {
  const appended: unknown[] = [];
  const win = {
    location: { href },
    document: {
      createElement: () => ({}) as HTMLScriptElement,
      head: { append: (node: unknown) => appended.push(node) },
    },
  } as unknown as Window & { dataLayer?: unknown[] };
  return win;
}

describe('analytics never receive the tokens of a query', () => {
  it('page_view, config and set carry the address without token, code or e-mail', () => {
    const href = 'https://agency.example/en/confirm-email?token=eyJhbGciOi.secret.sig&p=2#x';
    const win = fakeWindow(href);
    const analytics = createAnalytics('G-TEST1234', win);
    analytics.setConsent(true);
    analytics.pageView('/en/confirm-email?token=eyJhbGciOi.secret.sig');
    const sent = JSON.stringify(
      (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
    );
    expect(sent).not.toContain('secret');
    expect(sent).not.toContain('token');
    expect(sent).toContain('"page_location":"https://agency.example/en/confirm-email?p=2"');
    expect(sent).toContain('"page_path":"/en/confirm-email"');
  });
});
