// Setting up one notification channel (decision 0107): the fields its provider gives, where to find them, and Save —
// which the server checks with the provider where it can (a refusal says which field and why; nothing is saved).
import { ServerDetails } from '../../components/admin/server-details';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ChannelKind, ChannelState, ChannelWrite } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { saveChannel } from '../../lib/calls/channels';
import { failureToast } from '../../lib/failure-toast';
import { serverIssues, type FieldIssue } from '../../lib/server-issues';
import { fill } from '../../lib/i18n';

type Field = 'url' | 'token' | 'chatId' | 'to' | 'secret';
const FIELDS: Record<ChannelKind, Field[]> = {
  slack: ['url'],
  discord: ['url'],
  telegram: ['token', 'chatId'],
  line: ['token', 'to'],
  webhook: ['url', 'secret'],
};

/** 32 random bytes as hex: a signing secret for the owner to copy to the other side. */
const randomSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

export function ChannelForm({ kind, saved, onDone }: { kind: ChannelKind; saved: boolean; onDone: (next?: ChannelState) => void }) {
  const admin = useAdminT();
  const t = admin.channels;
  const id = useId();
  const name = t.names[kind];
  const [values, setValues] = useState<Record<Field, string>>({ url: '', token: '', chatId: '', to: '', secret: '' });
  // What the server (or the provider, asked by it) refused, under the field at fault.
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const issueOf = (field: Field) => issues.find((issue) => issue.path === field || issue.path.startsWith(`${field}.`))?.message;
  const save = useMutation({
    mutationFn: () => {
      const picked = Object.fromEntries(FIELDS[kind].map((field) => [field, values[field].trim()]));
      return saveChannel({ kind, ...picked } as ChannelWrite);
    },
    onSuccess: (next) => {
      setIssues([]);
      toast.success(fill(t.saved, { name }));
      onDone(next);
    },
    onError: (error) => {
      const refused = serverIssues(error);
      const named = refused?.filter((issue) => FIELDS[kind].some((field) => issue.path === field || issue.path.startsWith(`${field}.`)));
      setIssues(named ?? []);
      if (!named?.length) failureToast(fill(t.saveFailed, { name }), error, admin);
    },
  });
  const label = (field: Field) => (field === 'token' ? t.fields.token[kind === 'line' ? 'line' : 'telegram'] : t.fields[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg bg-bg-alt p-3 sm:ml-8" aria-label={name}>
      {FIELDS[kind].map((field) => (
        <div key={field} className="grid gap-1">
          <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
            {label(field)}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              type={field === 'url' ? 'url' : 'text'}
              placeholder={field === 'url' ? 'https://…' : undefined}
              autoComplete="off"
              spellCheck={false}
              required
              aria-invalid={issueOf(field) ? true : undefined}
              aria-describedby={issueOf(field) ? `${id}-${field}-error ${id}-hint` : `${id}-hint`}
              className="field min-w-0 flex-1 font-mono text-sm"
            />
            {field === 'secret' && (
              <button type="button" className="btn-outline shrink-0" onClick={() => setValues((v) => ({ ...v, secret: randomSecret() }))}>
                {t.generate}
              </button>
            )}
          </div>
          {issueOf(field) && (
            <p id={`${id}-${field}-error`} className="text-sm text-bad" role="alert">
              {issueOf(field)}
            </p>
          )}
        </div>
      ))}
      {/* Where to find what the fields ask, after them: the fields come first. */}
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.hints[kind]}
      </p>
      {/* How a request is signed is for whoever builds the receiving side: in the page's one "Technical details" at its
          foot (decision 0246; its own disclosure here made two on one screen). */}
      {kind === 'webhook' && <ServerDetails about={name}>{t.signing}</ServerDetails>}
      {saved && <p className="text-xs text-muted">{t.secretKept}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={() => onDone()}>
          {t.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
