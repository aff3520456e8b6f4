/**
 * Takes screenshots of built pages for a person to look at:
 *   npm run screenshot -- /bannockburn-1314/zone-of-control/ [--width 390] [--dark]
 * Writes test-results/screenshots/<name>.png.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchChromium } from './browser.ts';
import { serveDist } from './serve-dist.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const width = Number(option('--width') ?? 1280);
const dark = args.includes('--dark');
const paths = args.filter((a) => a.startsWith('/'));

const { server, url } = await serveDist(resolve('dist'));
const browser = await launchChromium();
const out = resolve('test-results/screenshots');
await mkdir(out, { recursive: true });
try {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    colorScheme: dark ? 'dark' : 'light',
  });
  page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
  for (const path of paths) {
    await page.goto(url + path, { waitUntil: 'networkidle' });
    // Islands drop their ssr attribute once hydrated: picture the page a player sees.
    await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'), null, {
        timeout: 5000,
      })
      .catch(() => console.error('an island did not hydrate within 5 s'));
    const name = `${path.replace(/[^a-z0-9.]+/gi, '_')}-${width}${dark ? '-dark' : ''}.png`;
    await page.screenshot({ path: join(out, name), fullPage: args.includes('--full') });
    console.log(join(out, name));
  }
} finally {
  await browser.close();
  server.close();
}
