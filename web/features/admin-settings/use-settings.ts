// Reading and writing settings for the settings tab: each key on its own call, as the API offers.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Setting, SettingKey } from '../../../src/contract';
import { api } from '../../lib/api';

/** The values of the given keys once all have loaded; null while loading; the first error if one failed. */
export function useSettings<K extends SettingKey>(keys: K[]): Record<K, string> | Error | null {
  const results = useQueries({
    queries: keys.map((key) => ({ queryKey: ['setting', key], queryFn: () => api<Setting>(`/api/settings/${key}`) })),
  });
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
      for (const [key, value] of Object.entries(values)) await api('/api/settings', { method: 'POST', body: { key, value } });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['setting'] });
      await queryClient.invalidateQueries({ queryKey: ['contact-info'] });
      await queryClient.invalidateQueries({ queryKey: ['admin-setup'] }); // the setup checklist reads these settings
    }
  };
}
