import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '/work/main/server/src/pdf/pdf-engine';
const html = fs.readFileSync('/tmp/a.html', 'utf8');
const noFonts = html.replace(/@font-face\{[^}]*\}/g, '');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const ctx = await b.newContext({ javaScriptEnabled: false, offline: true });
  const page = await ctx.newPage();
  for (const [name, doc] of [
    ['fonts', html],
    ['nofonts', noFonts],
  ] as const) {
    let set = 0,
      pdf = 0;
    for (let i = 0; i < 12; i++) {
      const t0 = performance.now();
      await page.setContent(doc, { waitUntil: 'load' });
      const t1 = performance.now();
      await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      const t2 = performance.now();
      if (i >= 2) {
        set += t1 - t0;
        pdf += t2 - t1;
      }
    }
    console.log(name, 'setContent', (set / 10).toFixed(1), 'pdf', (pdf / 10).toFixed(1));
  }
  // evaluate with JS disabled?
  try {
    console.log('eval', await page.evaluate(() => 1 + 1));
  } catch (e) {
    console.log('eval failed', String(e).slice(0, 100));
  }
  await b.close();
})();
