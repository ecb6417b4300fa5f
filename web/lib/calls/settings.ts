// Settings, one key per call as the API offers them, and the public contact details they feed.
import { queryOptions } from '@tanstack/react-query';
import type { Setting, SettingKey, SiteTimeZone } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';
import { publicQueries } from '../public-queries';

const PATHS = API_PATHS.settings;

/** Every setting's query: what a save refreshes. */
export const settingsKey = ['setting'] as const;

export const settingQuery = (key: SettingKey) =>
  queryOptions({ queryKey: [...settingsKey, key], queryFn: () => api<Setting>(pathTo(PATHS.one, { key })) });

export const saveSetting = (key: SettingKey, value: string) => api<Setting>(PATHS.write, { method: 'POST', body: { key, value } });

/** The public contact details (address, phone, email), built from settings. */
export const contactInfoQuery = publicQueries.contactInfo;

/** The site's time zone, the setting it comes from and the server's own (admin). */
export const timeZoneQuery = queryOptions({ queryKey: [...settingsKey, 'time-zone'], queryFn: () => api<SiteTimeZone>(PATHS.timeZone) });
