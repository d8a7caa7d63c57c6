import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
await context.addCookies([{ name: 'lang', value: 'ar', url: 'http://127.0.0.1:8194' }]);
const page = await context.newPage();
const req = context.request;
await req.get('http://127.0.0.1:8194/sanctum/csrf-cookie');
const xsrf = decodeURIComponent((await context.cookies()).find(c => c.name === 'XSRF-TOKEN').value);
const r = await req.post('http://127.0.0.1:8194/api/signup', { headers: { 'X-XSRF-TOKEN': xsrf, 'Accept-Language': 'ar' }, data: { email: `d${Date.now()}@example.iq`, name: 'هدى', password: 'applicant password 1', is_company: false, recaptcha_token: '' } });
const s = await r.json();
await page.addInitScript(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, s);
await page.goto('http://127.0.0.1:8194/resume-builder');
await page.waitForSelector('main [role=tablist]');
await page.waitForTimeout(1000);
const info = await page.evaluate(() => {
  const el = [...document.querySelectorAll('p')].find(p => p.textContent.includes('رقم عراقي'));
  return el ? { codes: [...el.textContent].map(c => c.charCodeAt(0).toString(16)).filter(c => c.startsWith('20')), dir: getComputedStyle(el).direction, ub: getComputedStyle(el).unicodeBidi } : null;
});
console.log(JSON.stringify(info));
await page.locator('p', { hasText: 'رقم عراقي' }).screenshot({ path: '/tmp/lang/hint.png' });
// widest elements after validate
await page.addStyleTag({ content: process.env.HIDE || '' });
console.log('before', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
await page.getByRole('button', { name: 'المزيد' }).click();
await page.getByRole('button', { name: 'تحقّق' }).click().catch(async () => { console.log(await page.locator('button').allTextContents()); });
await page.waitForTimeout(800);
console.log('after', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth, document.querySelector('[role=tablist]').scrollWidth]));
await browser.close();
