import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FailurePage } from '../src/screens/errors/FailurePage';
import { LoadedFailurePage, loadFailurePage } from '../src/shell/failure-page-module';
import { collectConsoleErrors } from './console-errors';
import { siteFixture } from './site-fixture';

const errors = collectConsoleErrors();

// A failed request's page (a backend the host could not reach): the server draws FailurePage, the
// browser loads its code (loadFailurePage) and hydrates LoadedFailurePage over that HTML.
describe("a failed request's page", () => {
  it('is drawn in the site frame its styles apply to and hydrates without a warning', async () => {
    const server = siteFixture('ua');
    const html = renderToString(server.wrap(<FailurePage status={502} lang="ua" />));
    expect(html).toContain('<div class="site" data-theme="black"><main id="main" class="main">');
    expect(html).toContain('Помилка 502');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    await loadFailurePage('ua');
    const browser = siteFixture('ua');
    await act(async () => {
      hydrateRoot(container, browser.wrap(<LoadedFailurePage status={502} lang="ua" />), {
        onRecoverableError: (error) => errors.push(['recoverable', error]),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('a.button')?.getAttribute('href')).toBe('/ua');
  });
});
