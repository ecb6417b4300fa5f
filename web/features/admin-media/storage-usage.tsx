// How much of the room for images (MEDIA_LIMIT_MB) is taken: a sentence and a bar, amber once past the warning share.
import { fileSize, limitSize, MEDIA_WARN_SHARE, type StorageStatus } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

/** A limit is whole mebibytes (MEDIA_LIMIT_MB), so it reads as the setting says it. */

export function StorageUsage({ status }: { status: StorageStatus }) {
  const t = useAdminT();
  const share = Math.min(1, status.mediaBytes / status.mediaLimitBytes);
  const high = share >= MEDIA_WARN_SHARE;
  return (
    <div>
      <p className="text-sm">{fill(t.images.usage, { used: fileSize(status.mediaBytes), limit: limitSize(status.mediaLimitBytes) })}</p>
      {/* The sentence says it all; the bar is for the eye. */}
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-line">
        <div
          className={`h-full rounded-full ${high ? 'bg-warn' : 'bg-ink'}`}
          style={{ width: `${Math.max(share * 100, share > 0 ? 1 : 0)}%` }}
        />
      </div>
    </div>
  );
}
