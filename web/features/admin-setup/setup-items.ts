// The checklist's items as the owner meets them: each check, whether it is done or hidden, and who fixes it (the owner,
// at a place in the admin, or whoever runs the server). Email is the server's to fix while no mail server is set up.
import { useQuery } from '@tanstack/react-query';
import type { SetupCheckId } from '../../../src/contract';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { setupQuery } from '../../lib/calls/setup';
import { useMailAlert } from '../../lib/site-alerts';
import { useHidden } from './hidden';

/** Where in the admin the owner fixes each item (the settings' sub-tabs have their own addresses). */
const FIX_AT: Partial<Record<SetupCheckId, string>> = {
  contactDetails: '/dashboard/settings/contact',
  emailNotifications: '/dashboard/settings/email',
  backup: '/dashboard/settings/backups',
};

export type SetupItem = { id: SetupCheckId; done: boolean; hidden: boolean; fixAt?: string; byServer: boolean };

export function useSetupItems() {
  // Quietly absent when it cannot be read: it is advice, and the dashboard works without it.
  const checks = useQuery(setupQuery()).data?.checks ?? [];
  const mail = useQuery(emailStatusQuery()).data;
  const mailConfigured = mail?.configured;
  // While the mail warning speaks (email set up, not getting through), the checklist does not say it again: the
  // banners' own rule (web/lib/site-alerts.ts).
  const mailWarned = useMailAlert() !== null;
  const store = useHidden();
  const items: SetupItem[] = checks.map(({ id, done }) => {
    const byServer = id === 'publicUrl' || (id === 'emailNotifications' && mailConfigured === false);
    const hidden = store.hidden.ids.includes(id) || (id === 'emailNotifications' && mailWarned);
    return { id, done, hidden, fixAt: byServer ? undefined : FIX_AT[id], byServer };
  });
  const done = items.filter((item) => item.done).length;
  const open = items.filter((item) => !item.done && !item.hidden);
  return { items, done, total: items.length, open, allHidden: store.hidden.all, ...store };
}
