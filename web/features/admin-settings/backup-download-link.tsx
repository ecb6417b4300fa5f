// A backup's Download: a plain link the browser follows (a backup may be far larger than a page should hold in memory),
// but once a second step is set up the server wants "confirm it's you" first (decision 0075), so the password is asked
// before the link is followed rather than a refusal saved as the file.
import { useQuery } from '@tanstack/react-query';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { backupFileUrl } from '../../lib/calls/backups';
import { securityQuery } from '../../lib/calls/security';
import { askToConfirm, confirmWanted } from './confirm-its-you';

type Props = { name: string; className: string; label?: string; children: ReactNode };

export function BackupDownloadLink({ name, className, label, children }: Props) {
  const security = useQuery(securityQuery());
  /** Set for the one click made after the password was confirmed: that one is followed. */
  const confirmed = useRef(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    if (!confirmWanted(security.data, Date.now())) return;
    event.preventDefault();
    const link = event.currentTarget;
    askToConfirm('backupDownload').then(
      () => {
        confirmed.current = true;
        link.click();
      },
      () => {}, // closed: nothing is downloaded, and nothing more is said
    );
  };
  return (
    <a href={backupFileUrl(name)} download={name} aria-label={label} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
