// Headers every response carries (HTML, JSON, assets and errors alike), per Mozilla's HTTP Observatory tests; the one
// place the Content-Security-Policy is built (a rendered page asks it for its own, pagePolicy).
import { createHash } from 'node:crypto';
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { THEME_SCRIPT_SOURCE, TOASTER_STYLE_SOURCES } from '../../web/server';
import { PREVIEW_PATH } from '../contract/constants';
import { isHttps, pathOf } from './client';

/** The CSP source that allows exactly this inline text (a <style> element's content): `'sha256-…'`. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The site's one Content-Security-Policy. `styles`: more style-src sources, the hashes of a rendered page's own inline
 * <style> (pagePolicy); `framed`: the site itself may show the answer in a frame (the admin's live preview).
 */
export function contentSecurityPolicy(opts: { styles?: readonly string[]; framed?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // …and the one inline script a public page runs before its first paint (its theme), by its hash.
    `script-src 'self' ${THEME_SCRIPT_SOURCE}`,
    // Inline styles only by the hash of their exact text, never 'unsafe-inline' (decision 0078): the stylesheet sonner
    // (admin toasts) inserts at run time, and a rendered page's first-paint rules. Styles React sets from script
    // (CSSOM) are not inline styles and need nothing; a style="" attribute in the HTML would be refused.
    ["style-src 'self'", TOASTER_STYLE_SOURCES, ...new Set(opts.styles)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    opts.framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of every answer that carries no inline style of its own (the API, assets, the admin shell). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * A rendered page's own policy, sent as the page's header (which wins over the set below): the site's, with the hashes
 * of the `<style>` texts the page inlines. Rendered pages are never framed (the live preview is the admin shell).
 */
export const pagePolicy = (inlineStyles: readonly string[]) => contentSecurityPolicy({ styles: inlineStyles.map(hashSource) });

const ALWAYS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

// API answers are private unless they say otherwise: the public reads send their own cache time (revalidated with
// ETags), which wins over this; admin and auth answers (messages, settings, the session) are never stored.
const API = { ...ALWAYS, 'cache-control': 'no-store' };
// The admin's live preview is shown in a frame of the admin's own page, and by no other site.
const FRAMED = {
  ...ALWAYS,
  'content-security-policy': contentSecurityPolicy({ framed: true }),
  'x-frame-options': 'SAMEORIGIN',
};
type Sets = Readonly<Record<'page' | 'api' | 'framed' | 'pageHttps' | 'apiHttps' | 'framedHttps', Readonly<Record<string, string>>>>;

// HSTS only over HTTPS: a browser ignores it sent over plain HTTP anyway, and a local HTTP setup must keep working.
// Its value comes from the configuration (HSTS_MAX_AGE, HSTS_INCLUDE_SUBDOMAINS), so the six sets are made once per
// value and then only looked up: a site has one, tests a few.
const setsByHsts = new Map<string | null, Sets>();
function setsFor(hsts: string | null): Sets {
  const known = setsByHsts.get(hsts);
  if (known) return known;
  const secure: Record<string, string> = hsts ? { 'strict-transport-security': hsts } : {};
  const sets = {
    page: ALWAYS,
    api: API,
    framed: FRAMED,
    pageHttps: { ...ALWAYS, ...secure },
    apiHttps: { ...API, ...secure },
    framedHttps: { ...FRAMED, ...secure },
  };
  setsByHsts.set(hsts, sets);
  return sets;
}

/** The headers for a request to `path` (see pathOf): one of six fixed sets, never to be modified. */
export function securityHeadersFor(
  request: Request,
  path: string,
  config: Pick<Config, 'proxies' | 'hsts'>,
): Readonly<Record<string, string>> {
  const kind = path.startsWith('/api/') ? 'api' : path === PREVIEW_PATH ? 'framed' : 'page';
  return setsFor(config.hsts)[isHttps(request, config) ? (`${kind}Https` as const) : kind];
}

export const securityHeaders = (config: Pick<Config, 'proxies' | 'hsts'>) =>
  new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
    Object.assign(set.headers, securityHeadersFor(request, pathOf(request.url), config));
  });
