// Reading and writing settings for the settings tab: each key on its own call, as the API offers.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { SettingKey } from '../../../src/contract';
import { contactInfoQuery, saveSetting, settingQuery, settingsKey } from '../../lib/calls/settings';
import { setupQuery } from '../../lib/calls/setup';

/** The values of the given keys once all have loaded; null while loading; the first error if one failed. */
export function useSettings<K extends SettingKey>(keys: K[]): Record<K, string> | Error | null {
  const results = useQueries({ queries: keys.map(settingQuery) });
  const failed = results.find((r) => r.error);
  if (failed) return failed.error;
  if (results.some((r) => !r.data)) return null;
  return Object.fromEntries(results.map((r) => [r.data!.key, r.data!.value])) as Record<K, string>;
}

/** Saves settings one call each, then refreshes what shows them (the settings and the public contact info). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return async (values: Partial<Record<SettingKey, string>>) => {
    try {
      for (const [key, value] of Object.entries(values) as [SettingKey, string][]) await saveSetting(key, value);
    } finally {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: contactInfoQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: setupQuery().queryKey }); // the setup checklist reads these settings
    }
  };
}
