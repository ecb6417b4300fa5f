// A one-line warning above every tab of the dashboard while the site runs out of room: the disk below DISK_FREE_MIN_MB,
// or the images past 90% of MEDIA_LIMIT_MB, each said in plain words with what to do behind "Details" (docs/design.md
// changelog "2026-11-28: the admin"). The closed bar already says the figures (decision 0153): the free space against what
// the site keeps, the images against their room, and when the last backup was taken.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { limitSize, megabytes } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { NoticeBar, STRIP_ACTION } from '../../components/admin/notice-bar';
import { ServerDetails } from '../../components/admin/server-details';
import { useAdminT } from '../../lib/admin-i18n';
import { backupsQuery } from '../../lib/calls/backups';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { useStorageAlert } from '../../lib/site-alerts';

/** `linkToImages`: false where the link would not move the admin (on the settings tab itself). */
/** `after`: what the dashboard's banner slot adds at the row's end (decision 0244). */
/** `explained`: the whole explanation, for the Overview's "Needs attention"; else the one-line strip (decision 0257). */
/** `details`: the strip's "Details" to the Overview (not on the Overview itself). */
export function StorageWarning({
  linkToImages = true,
  after,
  explained = false,
  details = true,
}: {
  linkToImages?: boolean;
  after?: ReactNode;
  explained?: boolean;
  details?: boolean;
}) {
  const t = useAdminT();
  const s = t.storage;
  // The rule is the one the Overview's "Needs attention" reads (site-alerts.ts), so the two always agree.
  const data = useStorageAlert();
  const low = !!data;
  const lang = useLang();
  // Asked only while the bar shows: a backup is what to keep before clearing space, so its time belongs beside the figures.
  // Not yet known (or not readable): said of nothing, rather than "no backup yet" for a moment.
  const backups = useQuery({ ...backupsQuery(), enabled: low }).data?.backups;
  if (!data || !low) return null;
  const figures = [
    data.diskFreeBytes !== null && fill(s.figures.disk, { free: megabytes(data.diskFreeBytes) }),
    fill(s.figures.media, { used: megabytes(data.mediaBytes), limit: limitSize(data.mediaLimitBytes) }),
  ].filter((figure): figure is string => !!figure);
  // Every strip has its way to act (decision 0257): the images' room to the Images tab; the disk alone to the backups,
  // the largest files the owner can see from the admin.
  const act = data.low.media
    ? linkToImages && { href: '/dashboard/images', word: s.go }
    : { href: '/dashboard/settings/backups', word: s.goBackups };
  const action = act && (
    <Link href={act.href} className={STRIP_ACTION}>
      {act.word}
    </Link>
  );
  return (
    <NoticeBar
      id="storage-title"
      title={s.title}
      icon="i-lucide-hard-drive"
      tone="warn"
      action={action || undefined}
      to={act ? act.href : undefined}
      after={after}
      details={details}
      explained={explained}
      figures={[
        ...figures,
        ...(!backups
          ? []
          : backups[0]
            ? [
                fillNodes(s.figures.backup, {
                  time: <DateText text={longDate(backups[0].createdAt, lang)} at={backups[0].createdAt} />,
                  size: megabytes(backups[0].size),
                }),
              ]
            : [s.figures.noBackup]),
      ]}
    >
      {data.low.disk && (
        <div>
          <p className="font-medium">
            {fill(s.diskLow, { free: megabytes(data.diskFreeBytes ?? 0), min: limitSize(data.diskFreeMinBytes) })}
          </p>
          <p className="mt-0.5">{s.diskWhat}</p>
        </div>
      )}
      {data.low.media && (
        <div>
          <p className="font-medium">{fill(s.mediaLow, { used: megabytes(data.mediaBytes), limit: limitSize(data.mediaLimitBytes) })}</p>
          <p className="mt-0.5">{s.mediaWhat}</p>
          <ServerDetails>{t.server.mediaLimit}</ServerDetails>
        </div>
      )}
    </NoticeBar>
  );
}
