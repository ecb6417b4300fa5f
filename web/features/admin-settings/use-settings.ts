// Reading and writing settings for the settings tab: each key on its own call, as the API offers.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { SettingKey } from '../../../src/contract';
import { contactInfoQuery, saveSetting, settingQuery, settingsKey } from '../../lib/calls/settings';
import { setupQuery } from '../../lib/calls/setup';

/**
 * The values of the given keys once all have loaded; null while loading; the first error if one could not load. A
 * reading again that fails (the session ended, the network dropped) keeps the values already shown: the form drawn from
 * them stays, with what the owner typed, instead of giving way to an error and coming back empty after signing in again.
 */
export function useSettings<K extends SettingKey>(keys: K[]): Record<K, string> | Error | null {
  const results = useQueries({ queries: keys.map(settingQuery) });
  if (results.some((r) => !r.data)) return results.find((r) => r.error)?.error ?? null;
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
