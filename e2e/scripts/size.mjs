// Prints the gzip size of each remote's entry and of all JavaScript a browser loads for `/`, in each
// interface language (`pnpm size -- --lang ar` or `--lang en,ckb` for some of them; default all three).
// It starts the built all-in-one server on a free port with a throwaway data folder, opens `/` in Chromium
// and gzips every JS response body itself, so the figure does not depend on the server's compression.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { languagesAsked } from './languages.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remotes = {
  directory: 'mfe-directory',
  builder: 'mfe-builder',
  account: 'mfe-account',
  profile: 'mfe-profile',
  employer: 'mfe-employer',
};
const port = Number(process.env.SIZE_PORT ?? 8191);
const origin = `http://127.0.0.1:${port}`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/statistics`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start on ${origin}`);
}

const languages = languagesAsked(process.argv.slice(2));

const rows = [];
for (const [key, dir] of Object.entries(remotes)) {
  const entry = path.join(repoRoot, dir, 'dist', 'remoteEntry.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run pnpm build first`);
  rows.push([`${key} remoteEntry.js`, gzipSize(fs.readFileSync(entry))]);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pool-size-'));
const server = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The remotes' addresses in /remotes.json are absolute: they must name the origin the browser opens.
    APP_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
  },
  stdio: 'inherit',
});
try {
  await waitForServer(Date.now() + 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // `/` in each interface language, chosen as a returning visitor has it (the `lang` cookie): English
  // file by file, Arabic and Kurdish as totals plus what they add (their texts, the Arabic face).
  for (const language of languages) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'lang', value: language, url: origin }]);
    const page = await context.newPage();
    const scripts = new Map();
    let fonts = 0;
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'font') fonts += (await response.body().catch(() => Buffer.alloc(0))).length;
      if (type !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then(gzipSize, () => 0),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    // The shell finds the directory remote through /remotes.json after start: wait until the home page
    // has rendered from it (its heading, whatever the language), so its chunks are counted too.
    await page.locator('#hero-heading').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const [url, size] of scripts) {
      const bytes = await size;
      total += bytes;
      const file = new URL(url).pathname;
      if (language === 'en' || /texts-|arabic/.test(file))
        rows.push([`  / (${language}) loads ${file}`, bytes]);
    }
    rows.push([`/ (${language}) total JavaScript (${scripts.size} files)`, total]);
    if (fonts > 0) rows.push([`/ (${language}) fonts (woff2, as sent)`, fonts]);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log('gzip sizes (level 9), measured by `pnpm size`');
for (const [label, bytes] of rows) console.log(`${label.padEnd(width)}  ${kb(bytes).padStart(9)}`);
