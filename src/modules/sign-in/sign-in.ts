// The end of every sign-in, whichever way it went (password, password and a second step, a passkey alone): a new
// session with what the device list shows, the cookies, the activity entry and, from a device not seen before, an
// email to the owner.
import { and, eq } from 'drizzle-orm';
import type { Cookie } from 'elysia';
import { appMeta, auditLog } from '../../../db/schema';
import type { CurrentUser, SignInMethod } from '../../contract';
import type { Deps } from '../../deps';
import { sealingKey, signIns } from './sign-in-state';
import { secureCookie, sessionCookieName, sessionToken } from '../../http/auth';
import { clientIp } from '../../http/client';
import { auditor } from '../audit/auditor';
import { securityAlert } from './second-factor/alerts';
import { rememberDevice } from './second-factor/remembered-devices';
import { adminUsername, siteTimeZone } from '../settings/service';
import { sessionPolicy } from './guard';
import { deviceCookieName, isKnownDevice, setDeviceCookie } from './known-device';
import { endPending } from './pending-sign-ins';
import { deviceKey } from './service';
import { createSession, endSession, purgeExpiredSessions } from './sessions/store';

const SIGNED_IN = 'adminSignedIn';

export type SignInContext = {
  request: Request;
  server: Parameters<typeof clientIp>[0]['server'];
  cookie: Record<string, Cookie<unknown>>;
};

/** Whether the browser has signed in here before with the current password (known-device.ts). */
export const cameKnown = (deps: Deps, { request, cookie }: SignInContext) =>
  isKnownDevice(
    cookie[deviceCookieName(secureCookie(request, deps.config))]?.value,
    deviceKey(deps.db, () => sealingKey(deps)),
  );

/** Who is signed in, as every way in and GET /api/auth/user answer it. */
export const currentUser = (deps: Deps): CurrentUser => ({ username: adminUsername(deps.db), timeZone: siteTimeZone(deps.db).zone });

export function startSession(
  deps: Deps,
  ctx: SignInContext,
  method: SignInMethod,
  options: { remember?: boolean; knownDevice: boolean },
): CurrentUser {
  const { request, cookie } = ctx;
  const now = deps.now();
  const secure = secureCookie(request, deps.config);
  const address = clientIp(ctx, deps.config) ?? 'unknown';
  const userAgent = request.headers.get('user-agent') ?? '';
  // The very first sign-in of a site is from a device never seen by definition: nothing to warn of yet. Kept as a fact
  // of its own (the activity log is pruned: a year's absence must not silence the next stranger).
  const firstEver = !deps.db.select().from(appMeta).where(eq(appMeta.key, SIGNED_IN)).get();
  if (firstEver)
    deps.db
      .insert(appMeta)
      .values({ key: SIGNED_IN, value: String(now) })
      .onConflictDoNothing()
      .run();
  // Unrecognised: no known-device cookie, and an address no sign-in came from before (within the activity log's
  // keeping). A browser whose cookies were cleared at the owner's usual address is not news; a stranger elsewhere is.
  const seenAddress = Boolean(
    deps.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.ip, address)))
      .limit(1)
      .get(),
  );
  auditor(deps, ctx)('sign_in', adminUsername(deps.db), { method });
  // A new token at every login: a token planted before login is worth nothing after it.
  endSession(deps.db, sessionToken(cookie, request, deps.config));
  purgeExpiredSessions(deps.db, now, sessionPolicy(deps));
  cookie[sessionCookieName(secure)]!.set({
    value: createSession(deps.db, now, { userAgent, address, method }),
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: Math.floor(deps.config.sessionMaxMs / 1000),
  });
  endPending([signIns(deps).pending, signIns(deps).passkeyAlone], cookie, secure);
  if (options.remember) rememberDevice(deps.db, cookie, secure, now);
  // This browser is now a known device: a flood of strangers' guesses will not keep it out (set after the session
  // cookie, which clients read first).
  setDeviceCookie(cookie, secure, deviceKey(deps.db, () => sealingKey(deps))!);
  if (!options.knownDevice && !seenAddress && !firstEver) securityAlert(deps, 'new_device', { address, userAgent, what: method });
  return currentUser(deps);
}
