// Above the inbox: a search of name, email and text, all, unread only or not replied yet, how many there are, and the
// export.
import { useId } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import type { InboxFilter, InboxShow } from '../../lib/calls/messages';
import { fill } from '../../lib/i18n';
import { ExportMenu } from './export-menu';

type Props = {
  q: string;
  onSearch: (q: string) => void;
  show: InboxShow;
  onShow: (show: InboxShow) => void;
  counts: { total: number; unread: number } | undefined;
  /** The search and filter the list shows (settled), and how many messages that is when every page is loaded. */
  filter: InboxFilter;
  shown: number | null;
};

export function InboxToolbar({ q, onSearch, show, onShow, counts, filter, shown }: Props) {
  const t = useAdminT().messages;
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {t.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t.searchHint}
          maxLength={200}
          className="field mt-1.5"
        />
      </div>
      <ChoiceGroup
        label={t.show}
        options={[
          { value: 'all' as const, label: t.all },
          { value: 'unread' as const, label: t.unreadOnly },
          { value: 'notReplied' as const, label: t.notRepliedOnly },
        ]}
        value={show}
        onChange={onShow}
      />
      {counts && <ExportMenu filter={filter} counts={counts} shown={shown} />}
      {counts && (
        <p className="muted w-full text-sm" aria-live="polite">
          {fill(t.counts, { total: counts.total, unread: counts.unread })}
        </p>
      )}
    </div>
  );
}
