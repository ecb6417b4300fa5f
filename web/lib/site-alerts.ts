// The site's alerts, each rule written once (review round 17: the Overview's "Needs attention" said "Nothing needs you
// now" beside the mail banner): email not getting through, and the site running out of room. The dashboard's banners
// and the Overview's "Needs attention" both read them here, so the two always agree.
import { useQuery } from '@tanstack/react-query';
import { emailStatusQuery } from './calls/notifications';
import { storageQuery } from './calls/storage';

/** Read again often while there is something to say (it goes when mail works), rarely while all is well. */
const MAIL_WHILE_WARNING_MS = 10_000;
const MAIL_WHILE_FINE_MS = 60_000;
/** Space runs out while the dashboard stays open. */
const STORAGE_EVERY_MS = 5 * 60_000;

/** Email: the server's delivery while notifications are not getting through, else null. Quietly null when it cannot be
 *  read: it is advice, and the tab below works without it. */
export function useMailAlert() {
  const status = useQuery({
    ...emailStatusQuery(),
    refetchInterval: (query) => (query.state.data?.delivery?.warn ? MAIL_WHILE_WARNING_MS : MAIL_WHILE_FINE_MS),
  });
  const delivery = status.data?.delivery;
  return delivery?.warn ? delivery : null;
}

/** Room: the storage status while the disk or the images run low, else null (also while it cannot be read). */
export function useStorageAlert() {
  const data = useQuery({ ...storageQuery(), refetchInterval: STORAGE_EVERY_MS }).data;
  return data && (data.low.disk || data.low.media) ? data : null;
}

/** One alert as a line: which rule, its tone (as the banner's), and where the owner fixes it. */
export type SiteAlert = { id: 'mail' | 'storage'; tone: 'danger' | 'warning'; href: string };

/** The one banner slot's order (decision 0244): the disk full first (the site stops taking messages and images), then
 *  email not getting through, then the images near their room. */
export type BannerAlert = 'disk' | 'mail' | 'media';

/** The alerts the banner slot may show, most urgent first; the slot shows the first one (dashboard.tsx). */
export function useBannerAlerts(): BannerAlert[] {
  const mail = useMailAlert();
  const storage = useStorageAlert();
  const order: BannerAlert[] = [];
  if (storage?.low.disk) order.push('disk');
  if (mail) order.push('mail');
  if (storage?.low.media && !storage.low.disk) order.push('media');
  return order;
}

/** Every alert the banners show, most urgent first (the banner slot's order: the disk full before email, email before
 *  the images' room). */
export function useSiteAlerts(): SiteAlert[] {
  const mail = useMailAlert();
  const storage = useStorageAlert();
  const room = storage
    ? [{ id: 'storage', tone: 'warning', href: storage.low.media ? '/dashboard/images' : '/dashboard/settings/backups' } as const]
    : [];
  const email = mail ? [{ id: 'mail', tone: 'danger', href: '/dashboard/settings/email' } as const] : [];
  return storage?.low.disk ? [...room, ...email] : [...email, ...room];
}
