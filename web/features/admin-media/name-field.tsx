// An image's name in the library (decision 0248): made from its file's name on upload, edited here in its panel. Save
// shows while the text differs from the saved name; Enter saves, Esc puts the saved name back. The server trims it and
// takes up to 120 characters on one line; what it refuses is said under the field and nothing changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { IMAGE_NAME_MAX, type MediaItem } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { mediaQuery, setImageName } from '../../lib/calls/media';
import { failureText } from '../../lib/failure-text';
import { sessionEnded } from '../../lib/failure-toast';

export function NameField({ image }: { image: MediaItem }) {
  const t = useAdminT();
  const m = t.images.name;
  const id = useId();
  const queryClient = useQueryClient();
  const saved = image.name ?? '';
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setImageName,
    onSuccess: (answer) => {
      setText(answer.name ?? '');
      setError(null);
      toast.success(answer.name ? m.saved : m.cleared);
      void queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey });
    },
    onError: (caught) => {
      if (!sessionEnded(caught)) setError(failureText(caught, t.failure));
    },
  });
  const changed = text.trim() !== saved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !save.isPending) save.mutate({ image, name: text.trim() || null });
  };
  return (
    <form onSubmit={submit} className="mt-3" data-image-name="">
      <label htmlFor={id} className="block text-xs font-medium text-muted">
        {m.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          maxLength={IMAGE_NAME_MAX}
          placeholder={m.placeholder}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && changed) {
              // Esc puts the saved name back here, and leaves a sheet open.
              event.stopPropagation();
              event.preventDefault();
              setText(saved);
              setError(null);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field min-w-0 text-sm"
        />
        {changed && (
          <button type="submit" className="btn-primary shrink-0 max-sm:min-h-11" disabled={save.isPending}>
            {save.isPending ? m.saving : m.save}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-bad">
          {error}
        </p>
      )}
    </form>
  );
}
