// The unread count beside the Messages tab's name: "Messages 2" to the eye, "Messages 2 unread" to a screen reader.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

export function UnreadBadge({ count }: { count: number }) {
  const t = useAdminT();
  return (
    <>
      {' '}
      {/* On a phone's tab (a sign over its name) the count sits on the sign's corner. */}
      <span
        className="ml-1 rounded-full bg-ink px-1.5 py-0.5 text-xs font-bold text-bg tabular-nums max-sm:absolute max-sm:top-1 max-sm:left-1/2 max-sm:ml-1 max-sm:px-1 max-sm:py-0 max-sm:text-[0.625rem] max-sm:leading-4"
        aria-hidden="true"
      >
        {count}
      </span>
      <span className="sr-only">{fill(t.messages.unreadBadge, { count })}</span>
    </>
  );
}
