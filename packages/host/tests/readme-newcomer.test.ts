import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const quickStart = readme.slice(
  readme.indexOf('## Quick start'),
  readme.indexOf('## Production start'),
);

describe('the README serves a newcomer who runs its lines in order and reads no Russian', () => {
  it('the Quick start keeps its two lines and says npm start never returns (npm test in a second terminal)', () => {
    expect(quickStart).toContain('npm install && npm start\nnpm test\n');
    expect(quickStart).toMatch(/`npm start` never returns/);
    expect(quickStart).toMatch(/second terminal/);
  });

  it('states the Node versions exactly as package.json’s engines does', () => {
    const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(quickStart).toContain(`\`engines\`: \`${engines.node}\``);
    expect(engines.node).toBe('^20.19.0 || ^24.0.0');
    expect(quickStart).toContain('Node 20.19+ or Node 24');
  });

  it('names the English sign-in and admin login next to the Russian ones', () => {
    for (const path of ['/en/sign-in', '/sign-in', '/en/admin/login', '/admin/login'])
      expect(quickStart).toContain(`\`${path}\``);
  });

  it('says how to reset the demo and what the install warnings mean', () => {
    expect(quickStart).toContain('rm -rf .data && npm start');
    expect(quickStart).toContain('EBADENGINE');
    expect(quickStart).toContain('install-scripts');
  });
});
