// Above the inbox, under its head: a search of name, email and text, and all, unread only, or new, replied or closed.
import { useId } from 'react';
import { MESSAGE_STATES } from '../../../src/contract';
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
  const admin = useAdminT();
  const t = admin.messages;
  const states = admin.inbox.states;
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-0 flex-1 basis-64">
        {/* The box says what it searches (its placeholder and icon); the label is there for screen readers. */}
        <label htmlFor={`${id}-q`} className="sr-only">
          {t.search}
        </label>
        <span
          className="i-lucide-search pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t.searchHint}
          maxLength={200}
          className="field pl-10"
        />
      </div>
      <ChoiceGroup
        label={t.show}
        options={[
          { value: 'all' as const, label: t.all },
          { value: 'unread' as const, label: t.unreadOnly },
          ...MESSAGE_STATES.map((state) => ({ value: state, label: states[state] })),
        ]}
        value={show}
        onChange={onShow}
      />
    </div>
  );
}
