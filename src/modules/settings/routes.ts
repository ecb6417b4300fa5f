// /api/settings: the public contact-info bundle, reading and writing single settings, and the site's time zone (admin).
import { Elysia } from 'elysia';
import { audited } from '../audit/auditor';
import { API_PATHS, PUBLIC_READS, SettingKeyParam, SettingWrite, type ContactInfo, type Setting, type SiteTimeZone } from '../../contract';
import type { Deps } from '../../deps';
import type { AdminGuard } from '../../http/admin-guard';
import { invalidField, validate, validateParams } from '../../http/errors';
import { contactInfo, getSetting, isPublicSetting, putSetting, siteTimeZone } from './service';

const CONTACT_INFO = PUBLIC_READS.contactInfo;

/** `guard` is handed in: settings sits below sign-in, which reads the account's name from it. */
export function settingsRoutes(deps: Deps, guard: AdminGuard) {
  deps.cache.publish(CONTACT_INFO, (): ContactInfo => contactInfo(deps.db));
  return new Elysia()
    .use(guard)
    .get(CONTACT_INFO, ({ request }) => deps.cache.respond(CONTACT_INFO, request))
    .get(API_PATHS.settings.timeZone, (): SiteTimeZone => siteTimeZone(deps.db), { admin: true })
    .get(
      API_PATHS.settings.one,
      ({ params }): Setting => {
        const { key } = validateParams(SettingKeyParam, params, 'Unknown setting');
        return { key, value: getSetting(deps.db, key) };
      },
      { admin: true },
    )
    .post(
      API_PATHS.settings.write,
      ({ body, request, server }): Setting => {
        const { key, value } = validate(SettingWrite, body);
        // The login name changes only with the current password (POST /api/admin/update-credentials).
        if (key === 'adminUsername') throw invalidField('key', 'Change the username with your current password (Admin account)');
        const stored = audited(deps, { request, server }, (tx, audit) => {
          const before = getSetting(tx, key);
          const written = putSetting(tx, key, value);
          audit('setting_update', key, { from: before, to: written.value });
          return written;
        });
        if (isPublicSetting(key)) deps.cache.clear([CONTACT_INFO]);
        // The journal writes its dates in the site's time zone: every public answer is made again.
        if (key === 'timeZone') deps.cache.clear();
        return stored;
      },
      { admin: true },
    );
}
