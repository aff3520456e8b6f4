/**
 * The site's Content-Security-Policy and security headers, in one place.
 * astro.config.mjs gives the directives to Astro, which writes them into each
 * page's <meta> with the hashes of the scripts and styles it writes;
 * write-headers.ts writes the same policy, with every page's hashes and what
 * only a response header can carry, into dist/_headers for the host.
 * No `data:` anywhere: icons are files (src/styles/icons/).
 */
import type { AstroUserConfig } from 'astro';

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type Directive = NonNullable<Csp['directives']>[number];

/** Every directive but script-src and style-src, which Astro writes with its hashes. */
export const policyDirectives: Directive[] = [
  "default-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Pagefind compiles WebAssembly; everything else is the site's own script. */
export const scriptResources = ["'self'", "'wasm-unsafe-eval'"];

/** Directives a <meta> policy cannot set: browsers obey them only as a header. */
export const headerOnlyDirectives = ["frame-ancestors 'none'"];

/** Headers every response carries besides the policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** A policy as directive name → sources, in the order written. */
export type Policy = Map<string, string[]>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** One policy allowing what each of the given ones allows (every page's hashes together). */
export function mergePolicies(policies: Policy[]): Policy {
  const merged: Policy = new Map();
  for (const policy of policies)
    for (const [name, sources] of policy)
      merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
  return merged;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
