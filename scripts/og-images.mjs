// Makes the social preview images (og:image, twitter:image) of every language:
// packages/host/public/og/<lang>.png, 1200×630, the brand and the site's one-line description in the
// page's language, drawn as plain HTML in Debian's chromium and screenshotted. The texts, path and
// size come from the sources the head uses (core's pageDescription, the ui's brand, the host's
// social-image.ts), bundled here with esbuild. Run after changing them: `node scripts/og-images.mjs`
// (`node scripts/og-images.mjs /path/to/chromium` for another browser). The PNGs are committed.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'packages/host/public');

async function loadSources() {
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: [
        "export { LANGUAGES, htmlLang } from './packages/core/src/index.ts';",
        "export { defaultSiteConfig } from './packages/ui/src/config/site-config.ts';",
        "export { SOCIAL_IMAGE_SIZE, socialImagePath, socialImageText } from './packages/host/src/server/social-image.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['source'],
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const escapeText = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// The site's colours: the dark theme's ground and the accent of the buttons.
const page = ({ lang, brand, line, width, height }) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body {
    width: ${width}px; height: ${height}px; box-sizing: border-box; overflow: hidden;
    display: flex; flex-direction: column; justify-content: center; gap: 36px; padding: 0 96px;
    background: radial-gradient(circle at 85% 20%, #3b1d0e 0, #111111 55%);
    color: #ffffff; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif;
  }
  .mark { width: 96px; height: 12px; background: #c2410c; border-radius: 6px; }
  .brand { font-size: 96px; font-weight: 700; letter-spacing: -2px; line-height: 1.05; }
  .line { font-size: 48px; line-height: 1.3; color: #ffd9c7; max-width: 1000px; }
</style></head><body>
  <div class="mark"></div>
  <div class="brand">${escapeText(brand)}</div>
  <div class="line">${escapeText(line)}</div>
</body></html>`;

const sources = await loadSources();
const { width, height } = sources.SOCIAL_IMAGE_SIZE;
const browser = await chromium.launch({
  executablePath: process.argv[2] ?? '/usr/bin/chromium',
});
try {
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  for (const lang of sources.LANGUAGES) {
    const text = sources.socialImageText(sources.defaultSiteConfig.brand, lang);
    await tab.setContent(page({ lang: sources.htmlLang(lang), width, height, ...text }));
    const file = join(publicDir, sources.socialImagePath(lang));
    mkdirSync(dirname(file), { recursive: true });
    await tab.screenshot({ path: file, type: 'png', clip: { x: 0, y: 0, width, height } });
    console.log(`${file.slice(root.length + 1)}: ${text.brand} / ${text.line}`);
  }
} finally {
  await browser.close();
}
