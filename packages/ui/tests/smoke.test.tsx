import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { App } from '../src/App';
import { siteFixture } from './site-fixture';

it('renders', () => {
  const f = siteFixture('en');
  const html = renderToString(f.wrap(<App url="/en" />));
  expect(html).toContain('Become online in 1 click');
});
