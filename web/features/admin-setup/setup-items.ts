// The checklist's items as the owner meets them: each check, whether it is done or hidden, and who fixes it (the owner,
// at a place in the admin, or whoever runs the server). Email is the server's to fix while no mail server is set up.
import { useQuery } from '@tanstack/react-query';
import type { SetupCheckId } from '../../../src/contract';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { setupQuery } from '../../lib/calls/setup';
import { useHidden } from './hidden';

/** Where in the admin the owner fixes each item (the settings' sub-tabs have their own addresses); a server's step too:
 *  the page that holds its steps for the developer (decision 0264, review round 31 #3: "Copy the steps" was no action). */
const FIX_AT: Partial<Record<SetupCheckId, string>> = {
  contactDetails: '/dashboard/settings/contact',
  emailNotifications: '/dashboard/settings/email',
  backup: '/dashboard/settings/backups',
  // The server's steps are on the settings page that says how the site runs (decision 0264): its Technical details.
  publicUrl: '/dashboard/settings/cache',
};

export type SetupItem = { id: SetupCheckId; done: boolean; hidden: boolean; fixAt?: string; byServer: boolean };

export function useSetupItems() {
  // Quietly absent when it cannot be read: it is advice, and the dashboard works without it.
  const checks = useQuery(setupQuery()).data?.checks ?? [];
  const mail = useQuery(emailStatusQuery()).data;
  const mailConfigured = mail?.configured;
  const store = useHidden();
  const items: SetupItem[] = checks.map(({ id, done }) => {
    const byServer = id === 'publicUrl' || (id === 'emailNotifications' && mailConfigured === false);
    // The mail warning does not hide the email step (decision 0257, after 0244): the pill's count, and so the header's
    // shape, stays the same while a banner speaks.
    const hidden = store.hidden.ids.includes(id);
    return { id, done, hidden, fixAt: FIX_AT[id], byServer };
  });
  const done = items.filter((item) => item.done).length;
  const open = items.filter((item) => !item.done && !item.hidden);
  return { items, done, total: items.length, open, allHidden: store.hidden.all, ...store };
}
