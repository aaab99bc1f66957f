// Renders the install icons (public/icons/*.png, web manifest and apple-touch-icon; issue 13) from public/icons/icon.svg
// with Debian's Chromium. Run by hand after changing the mark: `node apps/web/scripts/make-icons.mjs`.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const dir = fileURLToPath(new URL('../public/icons', import.meta.url));
// Full-bleed square (maskable: the mark inside the central 80 % safe zone) and the rounded "any" icon.
const mark = 'M16 6l2.6 6.2 6.4.5-4.9 4.2 1.5 6.4L16 19.9l-5.6 3.4 1.5-6.4L7 12.7l6.4-.5z';
const grad = '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f54eb"/><stop offset="1" stop-color="#5b3cc4"/></linearGradient></defs>';
const any = fs.readFileSync(`${dir}/icon.svg`, 'utf8');
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${grad}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(3.2 3.6) scale(.8)"><path d="${mark}" fill="#f5b82e"/></g></svg>`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [name, svg, size, transparent] of [
  ['icon-192.png', any, 192, true], ['icon-512.png', any, 512, true], ['maskable-512.png', square, 512, false], ['apple-touch-icon.png', square, 180, false],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: `${dir}/${name}`, omitBackground: transparent });
}
await browser.close();
