/**
 * Writes dist/_headers (the Netlify and Cloudflare Pages format): the pages'
 * Content-Security-Policy as a header, with the hashes of every page's
 * scripts and styles together, plus what a <meta> policy cannot carry
 * (security-policy.ts), and how long each kind of file may be cached. It
 * reads the policies Astro wrote, so the header cannot drift from the pages.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeBase } from '../lib/site/base-path.ts';
import {
  formatPolicy,
  headerOnlyDirectives,
  mergePolicies,
  parsePolicy,
  securityHeaders,
} from './security-policy.ts';

// DIST_DIR and SITE_BASE: the sub-folder build (npm run test:base) writes dist-base/ for /rules/.
const dist = join(import.meta.dirname, '../..', process.env['DIST_DIR'] ?? 'dist');
const base = normalizeBase(process.env['SITE_BASE']);

const pagePolicies = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(join(dist, file), 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
    if (policy === undefined) throw new Error(`${file} has no Content-Security-Policy`);
    return parsePolicy(policy.replace(/&#39;/g, "'"));
  });

const policy = mergePolicies([...pagePolicies, ...headerOnlyDirectives.map(parsePolicy)]);
const rule = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

const file = [
  '# Written by src/build/write-headers.ts at each build: do not edit.',
  rule(`${base}*`, { 'Content-Security-Policy': formatPolicy(policy), ...securityHeaders }),
  // A new version reaches readers at their next visit: no CDN or proxy may keep an old worker.
  rule(`${base}sw.js`, { 'Cache-Control': 'no-cache' }),
  // Astro's file names carry a content hash.
  rule(`${base}_astro/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
].join('\n\n');
writeFileSync(join(dist, '_headers'), `${file}\n`);
console.log(`_headers: one policy for ${pagePolicies.length} pages (${join(dist, '_headers')})`);
