// Above the inbox, under its head: a search of name, email and text, and all, unread only or not replied yet.
import { useId } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import type { InboxShow } from '../../lib/calls/messages';

type Props = {
  q: string;
  onSearch: (q: string) => void;
  show: InboxShow;
  onShow: (show: InboxShow) => void;
};

export function InboxToolbar({ q, onSearch, show, onShow }: Props) {
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
    </div>
  );
}
