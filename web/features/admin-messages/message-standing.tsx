// In the message dialog: where the message stands — new, replied, closed (decision 0106), set in one click, with the
// day it was marked replied under it: the one place the dialog says it (unless a reply's thread says when: decision
// 0271) — and the owner's private note, saved with its own button (never sent to the sender).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { toast } from 'sonner';
import { MESSAGE_STATES, NOTE_MAX, type ContactMessage, type MessageUpdate } from '../../../src/contract';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey, updateMessage } from '../../lib/calls/messages';
import { repliesQuery } from '../../lib/calls/replies';
import { failureToast } from '../../lib/failure-toast';
import { useLang } from '../../lib/i18n';
import { longDate } from './format';

export function MessageStanding({ message, onChange }: { message: ContactMessage; onChange: (m: ContactMessage) => void }) {
  const admin = useAdminT();
  const t = admin.inbox;
  const lang = useLang();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(message.note);
  const replies = useQuery({ ...repliesQuery(message.id), enabled: false });
  const update = useMutation({
    mutationFn: (change: MessageUpdate) => updateMessage(message.id, change),
    onSuccess: (next, change) => {
      onChange({ ...message, ...next });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      toast.success(change.state ? t.stateSet[change.state] : t.note.saved);
    },
    onError: (error, change) => failureToast(change.note === undefined ? admin.messages.updateFailed : t.note.failed, error, admin),
  });
  return (
    <section className="mt-4 grid gap-3 border-t border-line pt-4 text-sm" aria-label={t.stateLabel}>
      <div className="grid gap-1.5">
        <span className="font-medium text-muted" aria-hidden="true">
          {t.stateLabel}
        </span>
        {/* One segmented control: the label above it, never read as one of its choices. */}
        <ChoiceGroup
          label={t.stateLabel}
          className="segmented"
          options={MESSAGE_STATES.map((state) => ({ value: state, label: t.states[state] }))}
          value={message.state}
          onChange={(state) => state !== message.state && update.mutate({ state })}
        />
        {/* The day it was marked replied, unless the replies' thread above says when the answer went (decision 0271:
            each time said once). The thread's list is read from the cache alone: the composer asks for it. */}
        {message.repliedAt && !replies.data?.length && (
          <p className="text-xs text-muted" role="status">
            {fillNodes(admin.messages.repliedOn, {
              date: <DateText text={longDate(message.repliedAt, lang)} at={message.repliedAt} />,
            })}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`note-${message.id}`} className="font-medium text-muted">
          {t.note.label}
        </label>
        <textarea
          id={`note-${message.id}`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={NOTE_MAX}
          rows={2}
          aria-describedby={`note-${message.id}-hint`}
          className="field resize-y [field-sizing:content]"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`note-${message.id}-hint`} className="text-xs text-muted">
            {t.note.hint}
          </p>
          {note.trim() !== message.note && (
            <button type="button" className="btn-outline" disabled={update.isPending} onClick={() => update.mutate({ note })}>
              {t.note.save}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
