// The unread count beside the Messages tab's name: "Messages 2" to the eye, "Messages 2 unread" to a screen reader.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

export function UnreadBadge({ count }: { count: number }) {
  const t = useAdminT();
  return (
    <>
      {' '}
      <span className="ml-1 rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-bg tabular-nums" aria-hidden="true">
        {count}
      </span>
      <span className="sr-only">{fill(t.messages.unreadBadge, { count })}</span>
    </>
  );
}
