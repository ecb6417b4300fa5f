// Headers every response carries (HTML, JSON, assets and errors alike), per Mozilla's HTTP Observatory tests.
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { THEME_SCRIPT_SOURCE } from '../../web/server';
import { PREVIEW_PATH } from '../contract/constants';
import { isHttps, pathOf } from './client';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // …and the one inline script a public page runs before its first paint (its theme), by its hash.
  `script-src 'self' ${THEME_SCRIPT_SOURCE}`,
  // sonner (admin toasts) injects its stylesheet at run time; scripts stay strictly 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
  'content-security-policy': CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
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
