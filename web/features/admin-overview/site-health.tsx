// The Overview's "Site health" rows (decision 0281, after 0270 and 0276): with nothing to attend to, the last backup, the
// notification email and the images' space, each a state in a word at the row's right, each leading to where it is acted on.
import { useQuery } from '@tanstack/react-query';
import { fileSize, limitSize } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { backupsQuery } from '../../lib/calls/backups';
import { setupQuery } from '../../lib/calls/setup';
import { storageQuery } from '../../lib/calls/storage';
import { shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { ROW } from './panel';

/** A row's state: well (a green tick), not yet (a quiet open circle: a setup step, not a fault), or low (amber). */
type State = 'good' | 'none' | 'warn';
const SIGN: Record<State, string> = {
  good: 'i-lucide-circle-check text-good',
  none: 'i-lucide-circle-dashed text-muted',
  warn: 'i-lucide-circle-alert text-warn',
};

type Row = { id: string; href: string; label: string; value: string; state: State };

/** The rows, each only once its figure is read (a figure that cannot be read is left out, never guessed). */
function useHealthRows(): Row[] {
  const words = useAdminT().overview;
  const lang = useLang();
  const setup = useQuery(setupQuery()).data?.checks;
  const mail = setup?.find((check) => check.id === 'emailNotifications');
  const backups = useQuery(backupsQuery()).data;
  const storage = useQuery(storageQuery()).data;
  const latest = backups?.backups[0];
  const rows: (Row | false | undefined)[] = [
    backups && {
      id: 'backup',
      href: '/dashboard/settings/backups',
      label: words.healthBackup,
      value: latest ? shortDate(latest.createdAt, lang) : words.healthNoBackup,
      state: latest ? 'good' : 'none',
    },
    mail && {
      id: 'mail',
      href: '/dashboard/settings/email',
      label: words.healthMail,
      value: mail.done ? words.healthMailOn : words.healthMailOff,
      state: mail.done ? 'good' : 'none',
    },
    storage && {
      id: 'images',
      href: '/dashboard/images',
      label: words.healthImages,
      value: fill(words.healthImagesUsed, { used: fileSize(storage.mediaBytes), limit: limitSize(storage.mediaLimitBytes) }),
      state: storage.low.media ? 'warn' : 'good',
    },
  ];
  return rows.filter((row): row is Row => !!row);
}

/** The rows as list items (inside the card's list, after what waits to publish); `alone` (nothing else in the card)
 *  says all is clear while none is known yet. */
export function HealthRows({ alone }: { alone: boolean }) {
  const words = useAdminT().overview;
  const rows = useHealthRows();
  if (rows.length === 0) return alone ? <li className="text-sm text-muted">{words.allClear}</li> : null;
  return rows.map((row) => (
    <li key={row.id} className="min-w-0 border-t border-line first:border-t-0">
      <Link href={row.href} className={`${ROW} md:min-h-10`} data-health={row.id} data-state={row.state}>
        <span className={`${SIGN[row.state]} h-4 w-4 shrink-0`} aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate text-ink">{row.label}</span>
        <span className={`shrink-0 text-right tabular-nums ${row.state === 'warn' ? 'font-medium text-warn' : 'text-muted'}`}>
          {row.value}
        </span>
      </Link>
    </li>
  ));
}
