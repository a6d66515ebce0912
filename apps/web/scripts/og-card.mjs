// Draws public/og-card.jpg, the 1200×630 picture link previews show for pages without a photo of their
// own (or whose picture is an SVG, which social networks and messengers do not show): the mark, the
// name and the promise, in the site's fonts and colours. Run it after changing either:
// `node apps/web/scripts/og-card.mjs` (needs Chromium at /usr/bin/chromium, as the end-to-end tests).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
const font = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(join(web, '../../node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64')}`;
const mark = readFileSync(join(web, 'public/favicon.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Fraunces; src: url(${font('fraunces', 'fraunces-latin-opsz-normal.woff2')}); font-weight: 100 900; }
@font-face { font-family: Inter; src: url(${font('inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
html, body { margin: 0; }
.card { position: relative; width: 1200px; height: 630px; overflow: hidden; box-sizing: border-box;
  padding: 84px 96px; background: #fbf7f1; font-family: Inter, sans-serif; color: #2a1d28; }
.card::before { content: ''; position: absolute; right: -160px; top: -200px; width: 640px; height: 640px;
  border-radius: 50%; background: radial-gradient(circle at 40% 40%, #f8e6e3, #f0d0cb 60%, #e5b3ad); opacity: .85; }
.card::after { content: ''; position: absolute; right: 170px; bottom: -140px; width: 300px; height: 300px;
  border-radius: 50%; background: #f1e3c4; opacity: .8; }
.brand { position: relative; display: flex; align-items: center; gap: 24px; }
.brand svg { width: 96px; height: 96px; }
.brand span { font-family: Fraunces, serif; font-size: 72px; font-weight: 600; color: #2b1227; letter-spacing: -0.01em; }
h1 { position: relative; margin: 72px 0 0; max-width: 760px; font-family: Fraunces, serif; font-weight: 600;
  font-size: 64px; line-height: 1.1; color: #2b1227; letter-spacing: -0.015em; }
p { position: relative; margin: 28px 0 0; max-width: 720px; font-size: 30px; line-height: 1.4; color: #65535f; }
</style></head><body><div class="card">
<div class="brand">${mark}<span>Confetti</span></div>
<h1>Plan your wedding together</h1>
<p>In real time and even offline. Free for couples.</p>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(web, 'public/og-card.jpg'), type: 'jpeg', quality: 90 });
} finally {
  await browser.close();
}
