// Settings: the six keys of product.md §3 stored as strings; unset keys read as empty.
import { eq, inArray } from 'drizzle-orm';
import { settings } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import { runtimeTimeZone, type ContactInfo, type NotificationSkip, type Setting, type SettingKey, type SiteTimeZone } from '../../contract';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export function getSetting(db: Conn, key: SettingKey): string {
  return db.select().from(settings).where(eq(settings.key, key)).get()?.value ?? '';
}

export function putSetting(db: Conn, key: SettingKey, value: string): Setting {
  db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
  return { key, value };
}

/** The login name: the adminUsername setting, or "admin" when it is empty (product.md §9). */
export const adminUsername = (db: Db) => getSetting(db, 'adminUsername') || DEFAULT_ADMIN_USERNAME;

/**
 * The one place that says where a notification goes, or why none is sent: the server sends no email (`mailing` false),
 * notifications are switched off, or no address is set. Contact messages record the reason (so a message's dialog says
 * the truth); security alerts go to the same address.
 */
export function notificationRecipient(db: Conn, mailing: boolean): { to: string } | { skipped: NotificationSkip } {
  if (!mailing) return { skipped: 'no_mail_service' };
  if (getSetting(db, 'notificationsEnabled') !== 'true') return { skipped: 'off' };
  const to = getSetting(db, 'notificationEmail');
  return to ? { to } : { skipped: 'no_address' };
}

/** Where notifications go, when they are switched on and an address is set; else null (whether mail works aside). */
export function notificationTarget(db: Conn): string | null {
  const recipient = notificationRecipient(db, true);
  return 'to' in recipient ? recipient.to : null;
}

/**
 * The site's time zone and where it comes from (decision 0089): the timeZone setting, else the server's own. Read with
 * a statement SQLite keeps prepared, since every page view asks which day it is.
 */
export function siteTimeZone(db: Db): SiteTimeZone {
  const row = db.$client.query<{ value: string }, []>("SELECT value FROM settings WHERE key = 'timeZone'").get();
  const server = runtimeTimeZone();
  const setting = row?.value ?? '';
  return { zone: setting || server, setting, server };
}

/** The settings visitors see (the contact page's details); the others are the admin's own. */
const CONTACT_KEYS: SettingKey[] = ['contactAddress', 'contactPhone', 'contactEmail', 'contactAddressZh'];
export const isPublicSetting = (key: SettingKey) => CONTACT_KEYS.includes(key);

export function contactInfo(db: Db): ContactInfo {
  const rows = db.select().from(settings).where(inArray(settings.key, CONTACT_KEYS)).all();
  const value = (key: SettingKey) => rows.find((row) => row.key === key)?.value ?? '';
  return {
    address: value('contactAddress'),
    phone: value('contactPhone'),
    email: value('contactEmail'),
    addressZh: value('contactAddressZh'),
  };
}
